import { addDays, storeTimeToDate, storeToday } from '@/lib/dates';
import { IDLE } from '@/lib/admin/form-state';
import { publishState } from '@/lib/admin/publish-state';
import { ADMIN_COOKIE } from '@/lib/server/services/staff-auth';
import { getDealForStaff, listDealsForStaff, saveDeal } from '@/lib/server/services/deal-admin';
import { getDeal, listDealEntries, listDeals } from '@/lib/server/services/deals';
import { storePublicFile } from '@/lib/server/services/files';
import { dealSchema } from '@/lib/validation/deal';
import { publishingAction } from '@/app/[locale]/admin/publishing-actions';
import * as eventList from '@/app/api/events/route';
import * as eventDetail from '@/app/api/events/[id]/route';
import sitemap from '@/app/sitemap';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { get, useIsolatedStorage } from '../helpers/route-requests';
import { staffCookie } from '../helpers/staff-session';
import { staffRequest as session } from '../helpers/staff-action-request';

/*
 * Issue 36: a deal scheduled to be published tomorrow at 9:00 (New York time) is nowhere on the
 * site (list, API, sitemap, its neighbour's links) until that minute, and everywhere from it.
 * The services are asked at the moments that matter; the route handlers and the sitemap, which
 * read the real clock, are asked now (today, before the deal's minute).
 */

// The staff action reads its session from the request's cookies and speaks through next-intl with the
// real catalogues (tests/helpers/; jest hoists the mocks above the imports).
jest.mock('next/headers', () => jest.requireActual('../helpers/staff-action-request').nextHeaders());
jest.mock('next-intl/server', () => jest.requireActual('../helpers/next-intl-server').nextIntlServer());
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), revalidatePath: () => undefined }));

// A staff-grade sign-in takes about a second.
jest.setTimeout(60_000);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MINUTE = 60_000;

describe.each(databaseKinds)('a deal scheduled for tomorrow 9:00 on %s', (kind) => {
  useTestDatabase(kind);
  useIsolatedStorage();
  const mark = `${kind}${Date.now().toString(36)}`;
  const current = { ko: `지금 특가 ${mark}`, en: `On now ${mark}` };
  const later = { ko: `내일 특가 ${mark}`, en: `Tomorrow's deal ${mark}` };
  const tomorrow = addDays(storeToday(), 1);
  const nine = storeTimeToDate(`${tomorrow}T09:00`)!;
  const ids = { neighbour: 0, scheduled: 0 };
  let staffId = 0;

  /** A deal saved in the back office (a draft): its id. */
  async function newDeal(titles: { ko: string; en: string }): Promise<number> {
    const thumbnail = await storePublicFile('deal.png', PNG, undefined, true);
    const values = { title: titles.ko, title_eng: titles.en, content: '<p>한 상자 $19.99</p>', start_date: addDays(tomorrow, 40), end_date: addDays(tomorrow, 50), location: '0', thumbnail: String(thumbnail.id) };
    const saved = await saveDeal(null, dealSchema.validateSync(values, { stripUnknown: true }), { staffId, address: '192.0.2.36' });
    return (saved as { id: number }).id;
  }

  /** The back office's Publish button, with the "Publish from (New York time)" field as typed. */
  function publish(id: number, publishFrom = '') {
    const form = new FormData();
    form.set('id', String(id));
    form.set('intent', 'publish');
    form.set('publish_from', publishFrom);
    form.set('publish_until', '');
    return publishingAction('en', 'deal', IDLE, form);
  }

  const listed = async (at: Date) => (await listDeals({ page: 1, search: mark, today: storeToday(at) }, at)).results.map((deal) => deal.title_eng);
  const inSitemap = async (at: Date) => (await listDealEntries(at)).map((entry) => entry.id);

  beforeAll(async () => {
    const editor = await staffCookie('editor');
    staffId = editor.staffId;
    session.cookie = editor.cookie.slice(`${ADMIN_COOKIE}=`.length);
    // The newest public deal: the scheduled one, made after it, will be its next post.
    ids.neighbour = await newDeal(current);
    ids.scheduled = await newDeal(later);
  });

  it('is published at once or scheduled from the New York time typed, and the back office says which', async () => {
    expect(await publish(ids.neighbour)).toEqual({ status: 'done', message: 'Published.' });
    expect(await publish(ids.scheduled, `${tomorrow}T09:00`)).toEqual({ status: 'done', message: 'Scheduled.' });
    expect(await getDealForStaff(ids.scheduled)).toMatchObject({ published: true, publish_from: nine.toISOString(), publish_until: null });

    const rows = (await listDealsForStaff({ search: mark, page: 1 })).results;
    const row = (id: number) => rows.find((deal) => deal.id === id)!;
    expect(rows).toHaveLength(2);
    expect(publishState(row(ids.scheduled), new Date(nine.getTime() - MINUTE))).toBe('scheduled');
    expect(publishState(row(ids.scheduled), nine)).toBe('live');
    expect(publishState(row(ids.neighbour), new Date(nine.getTime() - MINUTE))).toBe('live');
  });

  it('today, the API and the sitemap (the real clock) show the neighbour and not the scheduled deal', async () => {
    const list = await (await get(eventList.GET, `/api/events/?search=${mark}`)).text();
    expect(list).toContain(current.en);
    expect(list).not.toContain(later.en);
    expect((await get(eventDetail.GET, `/api/events/${ids.scheduled}/`, { params: { id: String(ids.scheduled) } })).status).toBe(404);
    const neighbour = await (await get(eventDetail.GET, `/api/events/${ids.neighbour}/`, { params: { id: String(ids.neighbour) } })).json();
    expect(neighbour).toMatchObject({ id: ids.neighbour, title_eng: current.en, next_post: null });
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls.some((url) => url.endsWith(`/event/${ids.neighbour}`))).toBe(true);
    expect(urls.some((url) => url.endsWith(`/event/${ids.scheduled}`))).toBe(false);
  });

  it.each([
    ['this morning at 9:00', -24 * 60],
    ['tomorrow at 8:59', -1],
  ])('%s it is in no list, no sitemap, no detail and nobody\'s next post', async (_when, minutes) => {
    const at = new Date(nine.getTime() + minutes * MINUTE);
    expect(await listed(at)).toEqual([current.en]);
    expect(await inSitemap(at)).toContain(ids.neighbour);
    expect(await inSitemap(at)).not.toContain(ids.scheduled);
    expect(await getDeal(ids.scheduled, false, at)).toBeNull();
    expect((await getDeal(ids.neighbour, false, at))!.next_post).toBeNull();
  });

  it('tomorrow at 9:00, with no job run and no staff action, it is everywhere and the neighbour links to it in both languages', async () => {
    expect(await listed(nine)).toEqual(expect.arrayContaining([current.en, later.en]));
    expect(await inSitemap(nine)).toEqual(expect.arrayContaining([ids.neighbour, ids.scheduled]));
    expect(await getDeal(ids.scheduled, false, nine)).toMatchObject({ id: ids.scheduled, title: later.ko, title_eng: later.en, previous_post: { id: ids.neighbour } });
    expect((await getDeal(ids.neighbour, false, nine))!.next_post).toEqual({ id: ids.scheduled, title: later.ko, title_eng: later.en });
    // And stays: a minute later, the same.
    expect(await getDeal(ids.scheduled, false, new Date(nine.getTime() + MINUTE))).not.toBeNull();
  });
});
