import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { addDays, daysBetween, storeToday } from '@/lib/dates';
import { formatSaleWeek } from '@/lib/format/dates';
import { CODE_TABLES, CODE_KINDS } from '@/lib/content/codes';
import { getStorage } from '@/lib/server/storage';
import { storePublicFile } from '@/lib/server/services/files';
import { buildPdf, type PdfLine } from '@/lib/server/pdf/document';
import type { Database } from './client';
import { announcements, commonCodes, deals, postings, slides, saleItems, sales, storeSpecialHours } from './schema';
import { demoHolidayHours } from './demo/holiday-hours';
import { demoAnnouncements } from './demo/announcements';
import { DEMO_EVENTS, dealDates, eventBody, type DemoEvent } from './demo/events';
import { DEMO_POSTINGS, postingBody, postingPay } from './demo/postings';
import { DEMO_SLIDES } from './demo/slides';
import { parseItems } from '@/lib/sale/item-import';
import type { Edition, Spot } from '@/lib/sale/items';
import type { SaleItemInput } from '@/lib/validation/sale-item';
import { itemRows } from '@/lib/server/services/sale-item-rows';
import { EDITION_TEXT, editionsFor, flyerFooter, flyerRegion } from './demo/flyers';
import { flyerCard, flyerItemsText } from './demo/flyer-items';
import { flyerArt, flyerSpots, PALETTES, slideArt, thumbnailArt, type Palette } from './demo/artwork';
import { dealPictures } from './demo/emoji';
import { artToWebp, inBatches } from './demo/render';

const DAY_MS = 86_400_000;
const LOCATIONS = [1, 2, 3, 4];


/** The Friday on or before `today`: flyers run Friday to Thursday. */
function weekStart(today: string): string {
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return addDays(today, -((weekday + 2) % 7));
}

const shortDates = (start: string, end: string) => `${start.slice(5).replace('-', '.')} – ${end.slice(5).replace('-', '.')}`;

interface Artwork {
  name: string;
  render: () => Promise<Uint8Array>;
}

interface DemoSale {
  location: number;
  start: string;
  /** The week's items as the import read them. */
  items: SaleItemInput[];
  /** Each item's spots on the editions' pictures, from the layout the pictures are drawn with. */
  placed: Array<{ name: string; nameEng: string; spots: Partial<Record<Edition, Spot>> }>;
  flyers: Map<Edition, Artwork>;
}

/** A region's sale for a week: its items uploaded as staff would (the import's own reader), and each edition's picture of them. */
function demoSale(location: number, start: string, weeksAgo: number, editions: Edition[], palette: Palette): DemoSale {
  const read = parseItems(flyerItemsText(location, weeksAgo, editions));
  if (!read.ok) throw new Error(`The demo flyer items do not import: ${JSON.stringify(read.problems)}`);
  const week = formatSaleWeek(start, 'en');
  const placed = read.items.map((item) => ({ name: item.name, nameEng: item.name_eng, spots: {} as Partial<Record<Edition, Spot>> }));
  const flyers = new Map<Edition, Artwork>();
  for (const edition of editions) {
    const shown = read.items.flatMap((item, index) => (item.editions.includes(edition) ? [index] : []));
    flyerSpots(shown.length).forEach((spot, order) => (placed[shown[order]!]!.spots[edition] = spot));
    flyers.set(edition, {
      name: `weekly-sale-${location}-${start}-${edition}.webp`,
      render: () =>
        artToWebp(
          flyerArt({
            heading: EDITION_TEXT[edition].heading,
            edition: EDITION_TEXT[edition].label,
            region: flyerRegion(edition, location),
            week,
            items: shown.map((index) => flyerCard(read.items[index]!, edition)),
            footer: flyerFooter(edition, location, week),
            palette,
          }),
        ),
    });
  }
  return { location, start, items: read.items, placed, flyers };
}

/** Every picture and document the demo content needs, drawn here (nothing is downloaded). */
function artworkFor(today: string) {
  const current = weekStart(today);
  // Last week's sale first, as staff would have posted it; it kept only its Korean edition.
  const sales = LOCATIONS.flatMap((location) => [
    demoSale(location, addDays(current, -7), 1, ['korean'], PALETTES[(location + 2) % PALETTES.length]!),
    demoSale(location, current, 0, editionsFor(location), PALETTES[location % PALETTES.length]!),
  ]);

  const thumbnails = new Map<string, Artwork>();
  for (const event of DEMO_EVENTS) {
    const { start, end } = dealDates(event, today);
    const palette = PALETTES[event.id % PALETTES.length]!;
    const foods = dealPictures(event.title, event.titleEng);
    thumbnails.set(`${event.id}:ko`, { name: `deal-${event.id}.webp`, render: () => artToWebp(thumbnailArt(event.title, shortDates(start, end), palette, event.id, foods)) });
    if (event.titleEng) {
      thumbnails.set(`${event.id}:en`, { name: `deal-${event.id}-en.webp`, render: () => artToWebp(thumbnailArt(event.titleEng, shortDates(start, end), palette, event.id, foods)) });
    }
  }

  const slides = new Map<string, Artwork>();
  DEMO_SLIDES.ads.forEach((ad, index) => {
    for (const kind of ['pc', 'mobile'] as const) {
      slides.set(`ad${index}:${kind}:ko`, { name: `slide-ad-${index + 1}-${kind}-ko.webp`, render: () => artToWebp(slideArt(kind, PALETTES[ad.palette]!, ad.headlineKo, null, [...ad.foods])) });
      slides.set(`ad${index}:${kind}:en`, { name: `slide-ad-${index + 1}-${kind}-en.webp`, render: () => artToWebp(slideArt(kind, PALETTES[ad.palette]!, ad.headlineEn, null, [...ad.foods])) });
    }
  });
  DEMO_SLIDES.images.forEach((image, index) => {
    for (const kind of ['pc', 'mobile'] as const) {
      slides.set(`img${index}:${kind}`, { name: `slide-image-${index + 1}-${kind}.webp`, render: () => artToWebp(slideArt(kind, PALETTES[image.palette]!, null, null, [...image.foods])) });
    }
  });
  return { sales, thumbnails, slides };
}

/** The deal's terms sheet: Korean first, then English when the deal has English text. */
function termsPdf(event: DemoEvent): Promise<Uint8Array> {
  const korean: PdfLine[] = [
    { text: '롯데플라자마켓', size: 12, bold: true },
    { text: `특가 행사 안내: ${event.title}`, size: 18, bold: true, gap: 8 },
    { text: event.blurb || '자세한 내용은 행사 페이지를 확인해 주세요.', gap: 12 },
    { text: '유의사항', size: 13, bold: true, gap: 16 },
    { text: '1. 행사 가격은 재고 소진 시까지 적용되며, 상품이 품절되면 일찍 끝날 수 있습니다.', gap: 4 },
    { text: '2. 가구당 구매 수량이 제한될 수 있으며, 가격과 상품은 매장마다 다를 수 있습니다.', gap: 4 },
    { text: '3. 매장에서 따로 안내하지 않는 한 다른 행사와 함께 적용되지 않습니다.', gap: 4 },
    { text: '4. 인쇄 및 사진상의 오류에 대해서는 책임지지 않습니다.', gap: 4 },
  ];
  const english: PdfLine[] = event.titleEng
    ? [
        { text: `Special deal terms: ${event.titleEng}`, size: 18, bold: true, gap: 32 },
        { text: event.blurbEng || 'See the deal page for details.', gap: 12 },
        { text: 'Terms and conditions', size: 13, bold: true, gap: 16 },
        { text: '1. Deal prices apply while supplies last and may end early when an item sells out.', gap: 4 },
        { text: '2. Quantities may be limited per household. Prices and items may differ by store.', gap: 4 },
        { text: '3. Deals cannot be combined with other offers unless a store says otherwise.', gap: 4 },
        { text: '4. We are not responsible for typographical or photographic errors.', gap: 4 },
      ]
    : [];
  return buildPdf(event.titleEng ? `${event.title} / ${event.titleEng}` : event.title, 'ko', [...korean, ...english]);
}

/** True when the database holds no content yet (a fresh install). */
async function isEmpty(db: Database): Promise<boolean> {
  const [codes] = await db.select({ n: count() }).from(commonCodes);
  const [posts] = await db.select({ n: count() }).from(announcements);
  return (codes?.n ?? 0) === 0 && (posts?.n ?? 0) === 0;
}

/**
 * Fills an empty database with the demo content (spec: several pages of deals, postings and
 * announcements; a sale for every location; slides of all three types) and its generated
 * pictures. A database with any content is left alone. All or nothing.
 */
export async function seedIfEmpty(db: Database, now: Date = new Date()): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const today = storeToday(now);
  const art = artworkFor(today);
  const all = [...art.sales.flatMap((sale) => [...sale.flyers.values()]), ...art.thumbnails.values(), ...art.slides.values()];
  const rendered = await inBatches(all.map((item) => item.render));
  const bytes = new Map(all.map((item, index) => [item, rendered[index]!]));
  const written: string[] = [];

  try {
    await db.transaction(async (tx) => {
      const store = async (item: Artwork | undefined) => {
        if (!item) return null;
        const { id, storageKey } = await storePublicFile(item.name, bytes.get(item)!, tx);
        written.push(storageKey);
        return id;
      };
      const storeDocument = async (name: string, content: Uint8Array) => {
        const { id, storageKey } = await storePublicFile(name, content, tx);
        written.push(storageKey);
        return id;
      };

      await tx.insert(commonCodes).values(
        CODE_KINDS.flatMap((kind) => CODE_TABLES[kind].map((entry, index) => ({ kind, value: entry.value, labelKo: entry.ko, labelEn: entry.en, sortOrder: index }))),
      );

      await tx.insert(storeSpecialHours).values(demoHolidayHours(today));

      for (const { daysAgo, attachment, ...fields } of demoAnnouncements(today)) {
        const file1 = attachment ? await storeDocument(attachment.name, await buildPdf(fields.title, 'ko', attachment.lines)) : null;
        await tx.insert(announcements).values({ ...fields, file1, published: true, createdAt: new Date(now.getTime() - daysAgo * DAY_MS) });
      }

      for (const event of DEMO_EVENTS) {
        const { start, end } = dealDates(event, today);
        // Deals are posted a few days before they start; later ids a moment later.
        const createdDaysAgo = Math.max(0, 3 - daysBetween(today, start));
        await tx.insert(deals).values({
          id: event.id,
          title: event.title,
          titleEng: event.titleEng,
          content: eventBody(event.blurb, 'ko'),
          contentEng: eventBody(event.blurbEng, 'en'),
          thumbnail: await store(art.thumbnails.get(`${event.id}:ko`)),
          thumbnailEng: await store(art.thumbnails.get(`${event.id}:en`)),
          startDate: start,
          endDate: end,
          location: event.location,
          published: true,
          file1: event.terms ? await storeDocument(`deal-${event.id}-terms.pdf`, await termsPdf(event)) : null,
          createdAt: new Date(now.getTime() - createdDaysAgo * DAY_MS - (DEMO_EVENTS.length - event.id) * 60_000),
        });
      }
      // Explicit ids leave the identity sequence behind; move it past them.
      await tx.execute(sql`select setval(pg_get_serial_sequence('events', 'id'), (select max(id) from events))`);

      for (const sale of art.sales) {
        const flyer = (edition: Edition) => store(sale.flyers.get(edition));
        const [row] = await tx
          .insert(sales)
          .values({
            location: sale.location,
            saleStart: sale.start,
            published: true,
            fileKorean: await flyer('korean'),
            fileChinese: await flyer('chinese'),
            fileVietnamese: await flyer('vietnamese'),
            fileIndian: await flyer('indian'),
          })
          .returning({ id: sales.id });
        await tx.insert(saleItems).values(itemRows(row!.id, sale.items, sale.placed));
      }

      await tx.insert(postings).values(
        DEMO_POSTINGS.map((posting) => ({
          title: posting.title,
          titleEng: posting.titleEng,
          content: postingBody(posting, 'ko'),
          contentEng: postingBody(posting, 'en'),
          jobType: posting.jobType,
          careerType: posting.careerType,
          cities: posting.cities,
          ...postingPay(posting),
          dueDate: posting.due === null ? null : addDays(today, posting.due),
          published: true,
          createdAt: new Date(now.getTime() - posting.daysAgo * DAY_MS),
        })),
      );

      let order = 0;
      for (const [index, ad] of DEMO_SLIDES.ads.entries()) {
        await tx.insert(slides).values({
          visualTp: 1,
          sortOrder: order++,
          published: true,
          advEventId: ad.eventId,
          advImagePcKo: await store(art.slides.get(`ad${index}:pc:ko`)),
          advImageMobileKo: await store(art.slides.get(`ad${index}:mobile:ko`)),
          advImagePcEn: await store(art.slides.get(`ad${index}:pc:en`)),
          advImageMobileEn: await store(art.slides.get(`ad${index}:mobile:en`)),
        });
      }
      for (const [index, image] of DEMO_SLIDES.images.entries()) {
        await tx.insert(slides).values({
          visualTp: 2,
          sortOrder: order++,
          published: true,
          imgTextYn: image.textYn,
          imgMainTextKo: image.mainTextKo,
          imgMainTextEn: image.mainTextEn,
          imgTextKo: image.textKo,
          imgTextEn: image.textEn,
          imgTextColor: image.textColor,
          imgImagePc: await store(art.slides.get(`img${index}:pc`)),
          imgImageMobile: await store(art.slides.get(`img${index}:mobile`)),
          imgCategory: image.category,
        });
      }
      for (const video of DEMO_SLIDES.videos) {
        const clip = await storeDocument(video.file, new Uint8Array(await readFile(path.join(process.cwd(), 'lib/server/db/demo/media', video.file))));
        await tx.insert(slides).values({ visualTp: 3, sortOrder: order++, published: true, vdLinkUrl: video.linkUrl, vdVideoUrl: '', vdVideoFile: clip, vdAutoplayYn: video.autoplay });
      }
    });
  } catch (error) {
    const storage = getStorage();
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
  return true;
}
