import { count, eq } from 'drizzle-orm';
import { addDays, storeToday } from '@/lib/dates';
import { dealStatus } from '@/lib/deals/deal-status';
import { seedIfEmpty } from '@/lib/server/db/seed';
import { announcements, deals, postings, slides, sales } from '@/lib/server/db/schema';
import * as recent from '@/app/api/announcement/recent/route';
import * as announcementList from '@/app/api/announcement/route';
import * as announcementDetail from '@/app/api/announcement/[id]/route';
import * as mainvisual from '@/app/api/mainvisual/route';
import * as codes from '@/app/api/common/code/route';
import * as sale from '@/app/api/sale/route';
import * as eventList from '@/app/api/events/route';
import * as eventDetail from '@/app/api/events/[id]/route';
import * as eventBoard from '@/app/api/events/board/route';
import * as postingList from '@/app/api/employments/info/route';
import * as postingDetail from '@/app/api/employments/info/[id]/route';
import * as files from '@/app/api/files/[id]/[name]/route';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { fileParams, get, useIsolatedStorage } from '../helpers/route-requests';

jest.setTimeout(120_000);

describe.each(databaseKinds)('public reads on %s', (kind) => {
  const database = useTestDatabase(kind);
  useIsolatedStorage();
  const today = storeToday();

  beforeAll(async () => {
    expect(await seedIfEmpty(database().db)).toBe(true);
  });

  describe('demo content', () => {
    it('is seeded once, with what the spec asks for', async () => {
      const { db } = database();
      expect(await seedIfEmpty(db)).toBe(false);
      const total = async (table: typeof deals | typeof announcements | typeof postings | typeof slides) =>
        (await db.select({ n: count() }).from(table))[0]!.n;
      expect(await total(deals)).toBeGreaterThanOrEqual(25);
      expect(await total(announcements)).toBeGreaterThanOrEqual(15);
      expect(await total(postings)).toBeGreaterThanOrEqual(15);
      const slideTypes = (await db.select({ tp: slides.visualTp }).from(slides)).map((row) => row.tp).sort();
      expect(slideTypes).toEqual([1, 1, 2, 2, 3]);
      const [jacksonville] = await db.select().from(deals).where(eq(deals.id, 38));
      expect(jacksonville).toMatchObject({ location: 3, titleEng: 'Jacksonville food court specials' });
      const rows = await db.select().from(deals);
      expect(rows.some((row) => row.titleEng === '')).toBe(true);
      expect(rows.some((row) => row.endDate < today)).toBe(true);
      expect(new Set(rows.map((row) => row.location))).toEqual(new Set([0, 1, 2, 3, 4]));
    });

    it('covers every job type, employment type and city, and every kind of deadline', async () => {
      const rows = await database().db.select().from(postings);
      expect(new Set(rows.map((row) => row.jobType))).toEqual(new Set([1, 2, 3]));
      expect(new Set(rows.map((row) => row.careerType))).toEqual(new Set([1, 2]));
      expect(new Set(rows.flatMap((row) => row.cities))).toEqual(new Set(Array.from({ length: 19 }, (_, i) => i + 1)));
      const dues = rows.map((row) => row.dueDate);
      expect(dues).toContain(null);
      expect(dues).toContain(today);
      expect(dues.some((due) => due !== null && due < today)).toBe(true);
      expect(dues.some((due) => due !== null && due > today)).toBe(true);
    });

    it('has this week\'s sale for every location, with no Vietnamese flyer in New Jersey', async () => {
      const rows = await database().db.select().from(sales);
      for (const location of [1, 2, 3, 4]) {
        const current = rows.filter((row) => row.location === location && row.saleStart <= today && addDays(row.saleStart, 6) >= today);
        expect(current).toHaveLength(1);
        expect(current[0]!.fileKorean && current[0]!.fileChinese && current[0]!.fileIndian).toBeTruthy();
        expect(Boolean(current[0]!.fileVietnamese)).toBe(location !== 4);
      }
    });
  });

  describe('announcements', () => {
    it('recent/ gives the newest five with their plain text', async () => {
      const response = await get(recent.GET, '/api/announcement/recent/');
      expect(response.status).toBe(200);
      const body = await response.json();
      // The demo's notices are seeded in the order they were posted (which follows the seed day).
      expect(body.map((notice: { id: number }) => notice.id)).toEqual([15, 14, 13, 12, 11]);
      expect(body.map((notice: { created_at: string }) => notice.created_at)).toEqual(body.map((notice: { created_at: string }) => notice.created_at).sort().reverse());
      expect(body[0]).toEqual(expect.objectContaining({ title: expect.any(String), clean_content: expect.any(String) }));
      for (const notice of body) expect(notice.clean_content).not.toMatch(/<[a-z]/);
    });

    it('gives an attachment as the URL of its stored file, served as a download', async () => {
      const pages = await Promise.all(['/api/announcement/', '/api/announcement/?page=2'].map(async (url) => (await (await get(announcementList.GET, url)).json()).results));
      const thanksgiving = pages.flat().find((notice: { title: string }) => notice.title === '추수감사절 영업시간 안내');
      const body = await (await get(announcementDetail.GET, `/api/announcement/${thanksgiving.id}`, { params: { id: String(thanksgiving.id) } })).json();
      expect(body.file1).toMatch(/^\/api\/files\/\d+\/thanksgiving-hours\.pdf\?v=[0-9a-f]{12}$/);
      const newest = await (await get(announcementDetail.GET, '/api/announcement/15', { params: { id: '15' } })).json();
      expect(newest.next_post).toBeNull();
    });

    it('pages by ten with absolute next/previous links, and refuses pages that do not exist', async () => {
      const first = await (await get(announcementList.GET, '/api/announcement/')).json();
      expect(first).toMatchObject({ count: 15, current_page: 1, total_pages: 2, previous: null, next: 'http://localhost:3000/api/announcement/?page=2' });
      expect(first.results).toHaveLength(10);
      const second = await (await get(announcementList.GET, '/api/announcement?page=2')).json();
      expect(second).toMatchObject({ current_page: 2, next: null, previous: 'http://localhost:3000/api/announcement' });
      expect(second.results).toHaveLength(5);
      for (const bad of ['3', '0', '-1', 'two']) {
        const response = await get(announcementList.GET, `/api/announcement/?page=${bad}`);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ detail: '잘못된 페이지입니다.' });
      }
    });

    it('gives one announcement with its neighbours, and 404 for unknown ids', async () => {
      const list = (await (await get(announcementList.GET, '/api/announcement/')).json()).results;
      const middle = list[1];
      const body = await (await get(announcementDetail.GET, `/api/announcement/${middle.id}`, { params: { id: String(middle.id) } })).json();
      expect(body).toMatchObject({ id: middle.id, title: middle.title, previous_post: { id: list[2].id }, next_post: { id: list[0].id } });
      expect(body.content).toContain('<p>');
      expect(body).toMatchObject({ file1: null, file2: null, file3: null });
      for (const id of ['99999', 'abc', '0', '1.5']) {
        const response = await get(announcementDetail.GET, `/api/announcement/${id}`, { params: { id }, headers: { 'accept-language': 'en-US' } });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ detail: 'Not found.' });
      }
    });
  });

  describe('main visuals and codes', () => {
    it('nests each slide type as the spec does', async () => {
      const body = await (await get(mainvisual.GET, '/api/mainvisual/')).json();
      const ad = body.find((item: { visual_tp: number }) => item.visual_tp === 1);
      expect(ad.adv).toEqual(
        expect.objectContaining({ event_id: 21, event_title: expect.any(String), image_pc_ko: expect.stringMatching(/^\/api\/files\/\d+\//), image_mobile_en: expect.any(String) }),
      );
      const image = body.find((item: { visual_tp: number }) => item.visual_tp === 2);
      expect(image.img).toEqual(expect.objectContaining({ text_yn: true, text_color: '#ffffff', category: 1, image_pc: expect.any(String) }));
      const video = body.find((item: { visual_tp: number }) => item.visual_tp === 3);
      expect(video.vd).toEqual(expect.objectContaining({ link_url: '/products', video_url: '', video_file: expect.stringMatching(/\.webm\?v=[0-9a-f]{12}$/), autoplay_yn: true }));
    });

    it('serves the video clip in parts, as video players ask', async () => {
      const body = await (await get(mainvisual.GET, '/api/mainvisual/')).json();
      const url: string = body.find((item: { visual_tp: number }) => item.visual_tp === 3).vd.video_file;
      const params = fileParams(url);
      const whole = await get(files.GET, url, { params });
      expect(whole.headers.get('content-type')).toBe('video/webm');
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      const size = Number(whole.headers.get('content-length'));
      const head = await get(files.GET, url, { params, headers: { range: 'bytes=0-3' } });
      expect(head.status).toBe(206);
      expect(head.headers.get('content-range')).toBe(`bytes 0-3/${size}`);
      // The EBML magic number every WebM file starts with.
      expect([...new Uint8Array(await head.arrayBuffer())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
      const past = await get(files.GET, url, { params, headers: { range: `bytes=${size}-` } });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
    });

    it('labels codes in the asked language, with "entire" first for filters', async () => {
      const ko = await (await get(codes.GET, '/api/common/code/?code=location')).json();
      expect(ko).toEqual([
        { value: 0, label: '전체' },
        { value: 1, label: '메릴랜드' },
        { value: 2, label: '버지니아' },
        { value: 3, label: '플로리다' },
        { value: 4, label: '뉴저지' },
      ]);
      const en = await (await get(codes.GET, '/api/common/code/?code=productcategory&lang=en')).json();
      expect(en.map((option: { label: string }) => option.label)).toEqual(['Produce', 'Meat', 'Seafood', 'Groceries', 'Houseware']);
      const byHeader = await (await get(codes.GET, '/api/common/code/?code=careertype', { headers: { 'accept-language': 'en-US,en;q=0.9' } })).json();
      expect(byHeader[1]).toEqual({ value: 1, label: 'Full Time' });
      const cities = await (await get(codes.GET, '/api/common/code/?code=city')).json();
      expect(cities).toHaveLength(20);
      expect(cities.slice(-2)).toEqual([
        { value: 18, label: '본사(제섭)' },
        { value: 19, label: '제섭(물류센터)' },
      ]);
      const bad = await get(codes.GET, '/api/common/code/?code=planets');
      expect(bad.status).toBe(400);
    });
  });

  describe('weekly sale', () => {
    it('gives this week for a location, ending six days after it starts', async () => {
      const body = await (await get(sale.GET, '/api/sale/?location=1')).json();
      expect(body.sale_start <= today && today <= body.sale_end).toBe(true);
      expect(body.sale_end).toBe(addDays(body.sale_start, 6));
      expect(body).toEqual(expect.objectContaining({ location: 1, file_korean: expect.any(String), file_vietnamese: expect.any(String) }));
      const nj = await (await get(sale.GET, '/api/sale?location=4')).json();
      expect(nj.file_vietnamese).toBeNull();
    });

    it('asks for a location, refuses a wrong one, and says when there is no sale', async () => {
      const missing = await get(sale.GET, '/api/sale/', { headers: { 'accept-language': 'en' } });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toMatchObject({ location: ['Please select your location'] });
      expect((await get(sale.GET, '/api/sale/?location=9')).status).toBe(400);
      await database().db.delete(sales).where(eq(sales.location, 2));
      const none = await get(sale.GET, '/api/sale/?location=2&lang=en');
      expect(none.status).toBe(404);
      expect(await none.json()).toEqual({ detail: 'There is no weekly sale for this location yet.' });
    });

    it('serves the flyer image itself, with its type', async () => {
      const body = await (await get(sale.GET, '/api/sale/?location=3')).json();
      const { id, name } = fileParams(body.file_korean);
      const response = await get(files.GET, body.file_korean, { params: { id, name } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toContain('immutable');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(String.fromCharCode(...bytes.slice(8, 12))).toBe('WEBP');
      expect((await get(files.GET, '/api/files/x', { params: { id, name: 'other.webp' } })).status).toBe(404);
    });
  });

  describe('special deals', () => {
    it('pages the newest first, ten at a time', async () => {
      const body = await (await get(eventList.GET, '/api/events/')).json();
      expect(body).toMatchObject({ count: 40, current_page: 1, total_pages: 4 });
      expect(body.results).toHaveLength(10);
      expect(Object.keys(body.results[0]).sort()).toEqual(['end_date', 'id', 'location', 'start_date', 'thumbnail', 'thumbnail_eng', 'title', 'title_eng'].sort());
      const page4 = await (await get(eventList.GET, '/api/events/?page=4')).json();
      expect(page4.results).toHaveLength(10);
      expect(page4.next).toBeNull();
    });

    it('lists the deals on now first, then those coming soon (soonest first), then ended ones', async () => {
      const all: Array<{ start_date: string; end_date: string }> = [];
      for (let page = 1; page <= 4; page += 1) all.push(...(await (await get(eventList.GET, `/api/events/?page=${page}`)).json()).results);
      const rank = (e: { start_date: string; end_date: string }) => dealStatus(e.start_date, e.end_date, today);
      const ranks = all.map(rank);
      const order = ['ongoing', 'upcoming', 'ended'];
      expect(new Set(ranks)).toEqual(new Set(order));
      expect([...ranks].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(ranks);
      const upcoming = all.filter((e) => rank(e) === 'upcoming').map((e) => e.start_date);
      expect([...upcoming].sort()).toEqual(upcoming);
      const ended = all.filter((e) => rank(e) === 'ended').map((e) => e.end_date);
      expect([...ended].sort().reverse()).toEqual(ended);
    });

    it('filters by location (deals for every location included) and by keyword in either title', async () => {
      const florida = await (await get(eventList.GET, '/api/events/?location=3')).json();
      const rows = await database().db.select().from(deals);
      expect(florida.count).toBe(rows.filter((row) => row.location === 3 || row.location === 0).length);
      const korean = await (await get(eventList.GET, `/api/events/?search=${encodeURIComponent('김치 재료')}`)).json();
      expect(korean.results.map((e: { id: number }) => e.id)).toEqual([21]);
      const english = await (await get(eventList.GET, '/api/events/?search=JACKSONVILLE&location=3')).json();
      expect(english.results.map((e: { id: number }) => e.id).sort()).toEqual([14, 38]);
      // A NUL byte is dropped, never handed to the database (a 500).
      const nul = await get(eventList.GET, '/api/events/?search=%E1%84%80%00');
      expect(nul.status).toBe(200);
      const nothing = await (await get(eventList.GET, '/api/events/?search=%25_%5C')).json();
      expect(nothing).toMatchObject({ count: 0, results: [], current_page: 1 });
      expect((await get(eventList.GET, '/api/events/?location=7')).status).toBe(400);
    });

    it('gives a deal with its attachments and neighbours', async () => {
      const body = await (await get(eventDetail.GET, '/api/events/38/', { params: { id: '38' } })).json();
      expect(body).toMatchObject({ id: 38, location: 3, file1: expect.stringMatching(/deal-38-terms\.pdf\?v=[0-9a-f]{12}$/), file2: null });
      expect(body.previous_post).toEqual(expect.objectContaining({ id: expect.any(Number), title: expect.any(String) }));
      const pdf = await get(files.GET, body.file1, { params: fileParams(body.file1) });
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''deal-38-terms.pdf`);
      expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
      expect((await get(eventDetail.GET, '/api/events/999/', { params: { id: '999' } })).status).toBe(404);
    });

    it('lists a store\'s deals that have not ended on the board', async () => {
      const body = await (await get(eventBoard.GET, '/api/events/board/?location=4')).json();
      expect(body.count).toBeGreaterThan(0);
      expect(body.results.every((e: { end_date: string; location: number }) => e.end_date >= today && [0, 4].includes(e.location))).toBe(true);
      expect(body).toHaveProperty('current_page', 1);
    });

    it('never returns HTML the allow-list does not permit', async () => {
      await database()
        .db.update(deals)
        .set({ content: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="https://e.x/a.png" onerror="y()"></p>' })
        .where(eq(deals.id, 1));
      const body = await (await get(eventDetail.GET, '/api/events/1/', { params: { id: '1' } })).json();
      // Another website's picture, too: the page's policy would block it.
      expect(body.content).toBe('<p>Hi<a>x</a></p>');
    });
  });

  describe('job postings', () => {
    it('filters by cities, job types and employment types, 0 meaning all', async () => {
      const all = await (await get(postingList.GET, '/api/employments/info/')).json();
      expect(all.count).toBe(16);
      const warehouse = await (await get(postingList.GET, '/api/employments/info/?cities=19&jobTypes=1')).json();
      expect(warehouse.count).toBe(3);
      expect(warehouse.results.every((p: { job_type: number; city: number[] }) => p.job_type === 1 && p.city.includes(19))).toBe(true);
      const several = await (await get(postingList.GET, '/api/employments/info/?cities=15,16&careerTypes=2')).json();
      expect(several.results.every((p: { career_type: number }) => p.career_type === 2)).toBe(true);
      expect(several.count).toBe(2);
      const entire = await (await get(postingList.GET, '/api/employments/info/?cities=0&jobTypes=0&careerTypes=0')).json();
      expect(entire.count).toBe(16);
      expect((await get(postingList.GET, '/api/employments/info/?cities=abc')).status).toBe(400);
      expect((await get(postingList.GET, '/api/employments/info/?ordering=title')).status).toBe(400);
    });

    it('orders by newest, or by closing soon with open-ended and closed ones last', async () => {
      const newest = (await (await get(postingList.GET, '/api/employments/info/?page=1')).json()).results;
      const created = newest.map((p: { created_at: string }) => p.created_at);
      expect([...created].sort().reverse()).toEqual(created);
      const soon = (await (await get(postingList.GET, '/api/employments/info/?ordering=due_date&cities=18,19')).json()).results as Array<{ due_date: string | null }>;
      const rank = (due: string | null) => (due === null ? 1 : due < today ? 2 : 0);
      expect(soon.map((p) => rank(p.due_date))).toEqual([...soon.map((p) => rank(p.due_date))].sort());
      expect(soon[0]!.due_date).toBe(today);
    });

    it('gives one posting with its body, and 404 for unknown ids', async () => {
      const first = (await (await get(postingList.GET, '/api/employments/info/')).json()).results[0];
      const body = await (await get(postingDetail.GET, `/api/employments/info/${first.id}`, { params: { id: String(first.id) } })).json();
      expect(body).toMatchObject({ id: first.id, title: first.title, content: expect.stringContaining('<ul>'), content_eng: expect.stringContaining('<ul>') });
      expect((await get(postingDetail.GET, '/api/employments/info/4242', { params: { id: '4242' } })).status).toBe(404);
    });

    it('answers every posting with its pay, worded in the asker\'s language, and the page with its benefits and whether it has closed', async () => {
      const korean = (await (await get(postingList.GET, '/api/employments/info/?page=1', { headers: { 'accept-language': 'ko-KR,ko' } })).json()).results;
      const answer = await get(postingList.GET, '/api/employments/info/?page=1', { headers: { 'accept-language': 'en-US' } });
      expect(answer.headers.get('vary')).toMatch(/Accept-Language/);
      const english = (await answer.json()).results;
      const cashier = english.find((p: { title_eng: string }) => p.title_eng === 'Cashier (part time)');
      expect(cashier.pay).toEqual({ min: 15, max: 16.5, currency: 'USD', unit: 'hour', text: '$15.00-$16.50 an hour' });
      expect(korean.find((p: { id: number }) => p.id === cashier.id).pay.text).toBe('시급 $15.00~$16.50');
      expect(english.every((p: { pay: unknown }) => p.pay !== null)).toBe(true);
      const detail = await (await get(postingDetail.GET, `/api/employments/info/${cashier.id}`, { params: { id: String(cashier.id) } })).json();
      expect(detail).toMatchObject({ closed: false, benefits: expect.stringContaining('유급 병가'), benefits_eng: expect.stringContaining('Paid sick leave') });
      const edison = (await (await get(postingList.GET, '/api/employments/info/?cities=14', { headers: { 'accept-language': 'en-US' } })).json()).results;
      const stocker = edison.find((p: { title_eng: string }) => p.title_eng === 'Night grocery stocker');
      expect(await (await get(postingDetail.GET, `/api/employments/info/${stocker.id}`, { params: { id: String(stocker.id) } })).json()).toMatchObject({ closed: true, pay: { text: '시급 $16.00~$17.50' } });
    });
  });
});
