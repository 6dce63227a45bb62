import 'server-only';
import { asc, desc, eq, gt, inArray, isNull, lt, max } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/server/db';
import { deals, slides } from '@/lib/server/db/schema';
import { invalidate, TAGS } from '@/lib/server/cache';
import type { HomeSlideInput } from '@/lib/validation/home-slide';
import { audit } from './audit';
import { fileRefs, type FileRef } from './files';
import { saveKindRecord, type SaveOutcome } from './record-save';
import { editedRow } from './staff-pages';
import { staffRecord, type StaffRecord } from './staff-records';
import { publicFiles } from './attachment-slots';
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

export type StaffSlide = Omit<StaffRecord<SlideRow>, 'img_category'> & {
  img_category: number;
  /** The advertised deal's title (Korean), for the list. */
  event_title: string;
  files: Record<SlideFileField, FileRef | null>;
};

async function staffSlides(rows: SlideRow[]): Promise<StaffSlide[]> {
  const db = await getDb();
  const eventIds = rows.map((row) => row.advEventId).filter((id): id is number => id !== null);
  const titles = new Map(eventIds.length ? (await db.select({ id: deals.id, title: deals.title }).from(deals).where(inArray(deals.id, eventIds))).map((event) => [event.id, event.title]) : []);
  const file = await fileRefs(rows.flatMap((row) => Object.values(FILE_FIELDS).map(([column]) => row[column] as number | null)));
  return rows.map((row) => ({
    ...staffRecord(row),
    img_category: row.imgCategory ?? 0,
    event_title: row.advEventId ? (titles.get(row.advEventId) ?? '') : '',
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
  const stored = (kind: 'image' | 'video') => chosen.filter((field) => FILE_FIELDS[field][1] === kind).map((field) => input[field]!);
  if (!(await publicFiles([], stored('image'), stored('video')))) return 'badFile';
  const db = await getDb();
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
