import 'server-only';
import { asc, eq, inArray, or } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { deals, slides } from '@/lib/server/db/schema';
import { TAGS } from '@/lib/server/cache';
import { now } from '@/lib/server/clock';
import { fileUrls } from './files';
import { cachePublic, live } from './publishing';
import { asPrepared } from './prepared-changes';

/** Spec section 3: visual_tp 1 advertisement, 2 image, 3 video, each with its nested object. */
export type MainVisual =
  | {
      id: number;
      visual_tp: 1;
      adv: {
        event_id: number | null;
        event_title: string;
        event_title_en: string;
        image_pc_ko: string | null;
        image_mobile_ko: string | null;
        image_pc_en: string | null;
        image_mobile_en: string | null;
      };
    }
  | {
      id: number;
      visual_tp: 2;
      img: {
        text_yn: boolean;
        main_text_ko: string;
        main_text_en: string;
        text_ko: string;
        text_en: string;
        text_color: string;
        image_pc: string | null;
        image_mobile: string | null;
        category: number | null;
      };
    }
  | { id: number; visual_tp: 3; vd: { link_url: string; video_url: string; video_file: string | null; autoplay_yn: boolean } };

async function mainVisualsAt(at: Date, preview?: number): Promise<MainVisual[]> {
  const db = await getDb();
  const shown = live(slides, at);
  const found = await db
    .select()
    .from(slides)
    .where(preview === undefined ? shown : or(shown, eq(slides.id, preview))).orderBy(asc(slides.sortOrder), asc(slides.id));
  // A preview shows the slide as its prepared change would leave it.
  const rows = preview === undefined ? found : (await Promise.all(found.map((row) => (row.id === preview ? asPrepared('slide', row) : row)))).filter((row) => row !== undefined);
  const eventIds = rows.map((row) => row.advEventId).filter((id): id is number => id !== null);
  const titles = new Map(
    eventIds.length
      ? (await db.select({ id: deals.id, title: deals.title, titleEng: deals.titleEng }).from(deals).where(inArray(deals.id, eventIds))).map(
          (event) => [event.id, event] as const,
        )
      : [],
  );
  const url = await fileUrls(
    rows.flatMap((row) => [row.advImagePcKo, row.advImageMobileKo, row.advImagePcEn, row.advImageMobileEn, row.imgImagePc, row.imgImageMobile, row.vdVideoFile]),
  );

  return rows.flatMap((row): MainVisual[] => {
    if (row.visualTp === 1) {
      const event = row.advEventId ? titles.get(row.advEventId) : undefined;
      return [
        {
          id: row.id,
          visual_tp: 1,
          adv: {
            event_id: row.advEventId,
            event_title: event?.title ?? '',
            event_title_en: event?.titleEng ?? '',
            image_pc_ko: url(row.advImagePcKo),
            image_mobile_ko: url(row.advImageMobileKo),
            image_pc_en: url(row.advImagePcEn),
            image_mobile_en: url(row.advImageMobileEn),
          },
        },
      ];
    }
    if (row.visualTp === 2) {
      return [
        {
          id: row.id,
          visual_tp: 2,
          img: {
            text_yn: row.imgTextYn,
            main_text_ko: row.imgMainTextKo,
            main_text_en: row.imgMainTextEn,
            text_ko: row.imgTextKo,
            text_en: row.imgTextEn,
            text_color: row.imgTextColor,
            image_pc: url(row.imgImagePc),
            image_mobile: url(row.imgImageMobile),
            category: row.imgCategory,
          },
        },
      ];
    }
    if (row.visualTp === 3) {
      return [
        { id: row.id, visual_tp: 3, vd: { link_url: row.vdLinkUrl, video_url: row.vdVideoUrl, video_file: url(row.vdVideoFile), autoplay_yn: row.vdAutoplayYn } },
      ];
    }
    return [];
  });
}

// The deals' titles a slide shows are read with it: a deal's edit expires the slides too.
async function cachedMainVisuals(): Promise<MainVisual[]> {
  'use cache';
  return mainVisualsAt(await cachePublic('slide', TAGS.deals));
}

/** The home page's slides now; `preview` (a slide's id, for signed-in staff: the caller checks) adds that slide in its place, whatever its state, read fresh. */
export async function listMainVisuals(preview?: number): Promise<MainVisual[]> {
  return preview === undefined ? cachedMainVisuals() : mainVisualsAt(now(), preview);
}
