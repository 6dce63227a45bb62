import 'server-only';
import { and, asc, desc, eq, gt, inArray, isNull, lt, max } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/server/db';
import { deals, slides, uploadedFiles } from '@/lib/server/db/schema';
import { invalidate, TAGS } from '@/lib/server/cache';
import type { HomeSlideInput } from '@/lib/validation/home-slide';
import { audit } from './audit';
import { fileRefs, type FileRef } from './files';
import { publishingOf } from './publishing';
import type { Publishing } from '@/lib/admin/publish-state';
import { saveKindRecord, type SaveOutcome } from './record-save';
import { editedRow } from './staff-pages';
import type { Actor } from './staff-accounts';

type SlideRow = typeof slides.$inferSelect;

/** The slide's file fields, as the form names them, and whether each holds a picture or a video. */
const FILE_FIELDS = {
  adv_image_pc_ko: ['advImagePcKo', 'image'],
  adv_image_mobile_ko: ['advImageMobileKo', 'image'],
  adv_image_pc_en: ['advImagePcEn', 'image'],
  adv_image_mobile_en: ['advImageMobileEn', 'image'],
  img_image_pc: ['imgImagePc', 'image'],
  img_image_mobile: ['imgImageMobile', 'image'],
  vd_video_file: ['vdVideoFile', 'video'],
} as const satisfies Record<string, readonly [keyof SlideRow, 'image' | 'video']>;

export type SlideFileField = keyof typeof FILE_FIELDS;

export interface StaffSlide extends Publishing {
  id: number;
  visual_tp: number;
  sort_order: number;
  adv_event_id: number | null;
  /** The advertised deal's title (Korean, English), for the list. */
  event_title: string;
  img_text_yn: boolean;
  img_main_text_ko: string;
  img_main_text_en: string;
  img_text_ko: string;
  img_text_en: string;
  img_text_color: string;
  img_category: number;
  vd_link_url: string;
  vd_video_url: string;
  vd_autoplay_yn: boolean;
  files: Record<SlideFileField, FileRef | null>;
}

async function staffSlides(rows: SlideRow[]): Promise<StaffSlide[]> {
  const db = await getDb();
  const eventIds = rows.map((row) => row.advEventId).filter((id): id is number => id !== null);
  const titles = new Map(eventIds.length ? (await db.select({ id: deals.id, title: deals.title }).from(deals).where(inArray(deals.id, eventIds))).map((event) => [event.id, event.title]) : []);
  const file = await fileRefs(rows.flatMap((row) => Object.values(FILE_FIELDS).map(([column]) => row[column] as number | null)));
  return rows.map((row) => ({
    id: row.id,
    visual_tp: row.visualTp,
    sort_order: row.sortOrder,
    ...publishingOf(row),
    adv_event_id: row.advEventId,
    event_title: row.advEventId ? (titles.get(row.advEventId) ?? '') : '',
    img_text_yn: row.imgTextYn,
    img_main_text_ko: row.imgMainTextKo,
    img_main_text_en: row.imgMainTextEn,
    img_text_ko: row.imgTextKo,
    img_text_en: row.imgTextEn,
    img_text_color: row.imgTextColor,
    img_category: row.imgCategory ?? 0,
    vd_link_url: row.vdLinkUrl,
    vd_video_url: row.vdVideoUrl,
    vd_autoplay_yn: row.vdAutoplayYn,
    files: Object.fromEntries(Object.entries(FILE_FIELDS).map(([field, [column]]) => [field, file(row[column] as number | null)])) as StaffSlide['files'],
  }));
}

/** Every slide outside the trash in the order the home page shows them (drafts too). */
export async function listSlidesForStaff(): Promise<StaffSlide[]> {
  const db = await getDb();
  return staffSlides(await db.select().from(slides).where(isNull(slides.deletedAt)).orderBy(asc(slides.sortOrder), asc(slides.id)));
}

export async function getSlideForStaff(id: number): Promise<StaffSlide | null> {
  const row = await editedRow('slide', id);
  return row ? (await staffSlides([row]))[0]! : null;
}

export type SlideRefusal = 'notFound' | 'badFile' | 'noDeal';

/**
 * Creates (id null, last in the order) or changes a slide, all or nothing, audited; the home page
 * shows it at once. Only the chosen type's fields are kept; pictures must be stored public
 * images and the video a stored public video.
 */
export async function saveSlide(id: number | null, input: HomeSlideInput, actor: Actor, base?: number): Promise<SaveOutcome | SlideRefusal> {
  const type = input.visual_tp;
  const prefix = type === 1 ? 'adv_' : type === 2 ? 'img_' : 'vd_';
  const chosen = (Object.keys(FILE_FIELDS) as SlideFileField[]).filter((field) => field.startsWith(prefix) && input[field] !== undefined);
  const db = await getDb();
  const stored = chosen.length
    ? await db
        .select({ id: uploadedFiles.id, mimeType: uploadedFiles.mimeType })
        .from(uploadedFiles)
        .where(and(inArray(uploadedFiles.id, chosen.map((field) => input[field]!)), eq(uploadedFiles.visibility, 'public')))
    : [];
  const kinds = new Map(stored.map((file) => [file.id, file.mimeType.split('/')[0]]));
  if (chosen.some((field) => kinds.get(input[field]!) !== FILE_FIELDS[field][1])) return 'badFile';
  if (type === 1 && input.adv_event_id !== undefined) {
    const [deal] = await db.select({ id: deals.id }).from(deals).where(eq(deals.id, input.adv_event_id));
    if (!deal) return 'noDeal';
  }
  const file = (field: SlideFileField) => (field.startsWith(prefix) ? (input[field] ?? null) : null);
  const values = {
    visualTp: type,
    advEventId: type === 1 ? (input.adv_event_id ?? null) : null,
    advImagePcKo: file('adv_image_pc_ko'),
    advImageMobileKo: file('adv_image_mobile_ko'),
    advImagePcEn: file('adv_image_pc_en'),
    advImageMobileEn: file('adv_image_mobile_en'),
    imgTextYn: type === 2 && input.img_text_yn,
    imgMainTextKo: type === 2 ? input.img_main_text_ko : '',
    imgMainTextEn: type === 2 ? input.img_main_text_en : '',
    imgTextKo: type === 2 ? input.img_text_ko : '',
    imgTextEn: type === 2 ? input.img_text_en : '',
    imgTextColor: input.img_text_color.toLowerCase(),
    imgImagePc: file('img_image_pc'),
    imgImageMobile: file('img_image_mobile'),
    imgCategory: type === 2 && input.img_category > 0 ? input.img_category : null,
    vdLinkUrl: type === 3 ? input.vd_link_url : '',
    vdVideoUrl: type === 3 ? input.vd_video_url : '',
    vdVideoFile: file('vd_video_file'),
    vdAutoplayYn: type === 3 && input.vd_autoplay_yn,
  };
  const placeNew = async (tx: Pick<Database, 'select'>) => {
    const [last] = await tx.select({ n: max(slides.sortOrder) }).from(slides);
    return { sortOrder: (last?.n ?? 0) + 1 };
  };
  return saveKindRecord({ kind: 'slide', id, values, files: chosen.map((field) => input[field]!), base, placeNew }, actor);
}

/** Moves a slide one place earlier or later (it swaps places with its neighbour). False when it cannot move. */
export async function moveSlide(id: number, direction: 'up' | 'down', actor: Actor): Promise<boolean> {
  const db = await getDb();
  const moved = await db.transaction(async (tx) => {
    const [slide] = await tx.select().from(slides).where(eq(slides.id, id));
    if (!slide) return false;
    const [neighbour] = await tx
      .select()
      .from(slides)
      .where(direction === 'up' ? lt(slides.sortOrder, slide.sortOrder) : gt(slides.sortOrder, slide.sortOrder))
      .orderBy(direction === 'up' ? desc(slides.sortOrder) : asc(slides.sortOrder))
      .limit(1);
    if (!neighbour) return false;
    await tx.update(slides).set({ sortOrder: neighbour.sortOrder }).where(eq(slides.id, slide.id));
    await tx.update(slides).set({ sortOrder: slide.sortOrder }).where(eq(slides.id, neighbour.id));
    await audit({ staffId: actor.staffId, action: `slide-move-${direction}`, subjectKind: 'slide', subjectId: id, address: actor.address }, tx);
    return true;
  });
  if (moved) invalidate(TAGS.slides);
  return moved;
}
