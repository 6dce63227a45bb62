import { auditLog, staffUsers, storeSpecialHours } from '@/lib/server/db/schema';
import { eq } from 'drizzle-orm';
import { IDLE } from '@/lib/admin/form-state';
import { demoHolidayHours } from '@/lib/server/db/demo/holiday-hours';
import { ADMIN_COOKIE } from '@/lib/server/services/staff-auth';
import { deleteSpecialHours, listSpecialHours, saveSpecialHours, specialHoursAround } from '@/lib/server/services/special-hours';
import { listStores } from '@/lib/server/services/stores';
import { comingSpecials, specialsOf } from '@/lib/stores/special-hours';
import { specialHoursSchema } from '@/lib/validation/special-hours';
import { saveSpecialHoursAction } from '@/app/[locale]/admin/store-actions';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { staffCookie } from '../helpers/staff-session';
import { staffRequest as session } from '../helpers/staff-action-request';

// The staff action reads its session from the request's cookies and speaks through next-intl with the
// real catalogues (tests/helpers/; jest hoists the mocks above the imports).
jest.mock('next/headers', () => jest.requireActual('../helpers/staff-action-request').nextHeaders());
jest.mock('next-intl/server', () => jest.requireActual('../helpers/next-intl-server').nextIntlServer());
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), revalidatePath: () => undefined }));

// A staff-grade sign-in takes about a second.
jest.setTimeout(60_000);

describe.each(databaseKinds)('store special hours on %s', (kind) => {
  const database = useTestDatabase(kind);
  const actor = { staffId: 0, address: '192.0.2.31' };
  const input = (values: Record<string, string>) => specialHoursSchema.validateSync(values, { stripUnknown: true });

  beforeAll(async () => {
    const [editor] = await database().db.insert(staffUsers).values({ email: `hours-${kind}@lotteplaza.test`, name: 'Hours', role: 'editor', passwordHash: 'x' }).returning();
    actor.staffId = editor!.id;
  });

  it('keeps one day per store and one for every store; a second save of the same day replaces it, audited', async () => {
    const first = await saveSpecialHours(input({ store: '', day: '2031-11-27', opens: '09:00', closes: '18:00', note: '추수감사절', noteEng: 'Thanksgiving' }), actor);
    expect(first.replaced).toBe(false);
    const own = await saveSpecialHours(input({ store: 'herndon-va', day: '2031-11-27', closed: 'true', note: '', noteEng: '' }), actor);
    expect(own.replaced).toBe(false);
    const again = await saveSpecialHours(input({ store: '', day: '2031-11-27', opens: '10:00', closes: '17:00', note: '추수감사절', noteEng: 'Thanksgiving Day' }), actor);
    expect(again).toEqual({ id: first.id, replaced: true });

    expect(await specialHoursAround('2031-11-20')).toEqual([
      { day: '2031-11-27', store: null, hours: { open: 600, close: 1020 }, note: '추수감사절', noteEng: 'Thanksgiving Day' },
      { day: '2031-11-27', store: 'herndon-va', hours: null, note: '', noteEng: '' },
    ]);
    // Beyond what the pages look at: not read.
    expect(await specialHoursAround('2031-06-01')).toEqual([]);
    const listed = await listSpecialHours('2031-11-01');
    expect(listed.coming.map((row) => row.store)).toEqual([null, 'herndon-va']);
    expect((await listSpecialHours('2031-12-01')).past).toHaveLength(2);

    const logged = await database().db.select().from(auditLog).where(eq(auditLog.subjectKind, 'special-hours'));
    expect(logged.map((row) => row.action)).toEqual(['special-hours-save', 'special-hours-save', 'special-hours-save']);
    expect(logged[1]!.detail).toBe('herndon-va 2031-11-27 closed');

    expect(await deleteSpecialHours(own.id, actor)).toBe(true);
    expect(await deleteSpecialHours(own.id, actor)).toBe(false);
    expect((await specialHoursAround('2031-11-27')).map((day) => day.store)).toEqual([null]);
  });

  it('refuses what the form cannot mean: an unknown store, a day that is none, a time missing or the same twice', () => {
    const problems = (values: Record<string, string>) => {
      try {
        specialHoursSchema.validateSync(values, { abortEarly: false });
        return [];
      } catch (error) {
        return (error as { errors: string[] }).errors;
      }
    };
    expect(problems({ store: 'atlantis-md', day: '2031-11-27', closed: 'true' })).toEqual(['invalidValue']);
    expect(problems({ store: '', day: '2031-02-30', closed: 'true' })).toEqual(['invalidDate']);
    expect(problems({ store: '', day: '', closed: 'true' })).toEqual(['required']);
    expect(problems({ store: '', day: '2031-11-27', opens: '9am', closes: '' })).toEqual(['invalidTime', 'required']);
    expect(problems({ store: '', day: '2031-11-27', opens: '09:00', closes: '09:00' })).toEqual(['closesAtOpening']);
    // Closed: the times are not read.
    expect(input({ store: '', day: '2031-11-27', closed: 'true', opens: 'x', closes: 'y' })).toMatchObject({ closed: true });
  });

  it("takes the demo's Thanksgiving, saved again by staff, to every store's page and JSON-LD: 9 to 6 with its note, the distributor sites closed with theirs", async () => {
    // The Monday before Thanksgiving 2026 (the 26th), as staff check the week's hours: the seed's rows.
    const monday = '2026-11-23';
    const thanksgiving = '2026-11-26';
    await database().db.insert(storeSpecialHours).values(demoHolidayHours(monday));
    const staff = await staffCookie('editor');
    session.cookie = staff.cookie.slice(`${ADMIN_COOKIE}=`.length);
    const form = (values: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries({ store: '', day: thanksgiving, note: '', noteEng: '', ...values })) data.set(key, value);
      return data;
    };

    // The staff list shows the day for all stores; the form refuses a day that closes as it opens, then replaces it.
    expect((await listSpecialHours(monday)).coming).toContainEqual(
      expect.objectContaining({ day: thanksgiving, store: null, hours: { open: 540, close: 1080 }, note: '추수감사절 단축 영업', noteEng: 'Thanksgiving Day: shorter hours' }),
    );
    expect(await saveSpecialHoursAction('en', IDLE, form({ opens: '09:00', closes: '09:00' }))).toEqual({
      status: 'error',
      errors: { closes: ['The closing time must differ from the opening time (for a day without hours, tick its closed box).'] },
    });
    const saved = await saveSpecialHoursAction('en', IDLE, form({ opens: '09:00', closes: '18:00', note: '추수감사절 단축 영업', noteEng: 'Thanksgiving Day: shorter hours' }));
    expect(saved).toEqual({ status: 'done', message: expect.stringContaining('replacing the hours set before') });

    // Every store page, as it reads them: the coming week's list, and its JSON-LD's days from today on
    // (how each is written: tests/unit/store-holiday-hours.test.tsx, tests/unit/store-json-ld.test.tsx).
    const specials = await specialHoursAround(monday);
    const stores = await listStores();
    expect(stores).toHaveLength(19);
    for (const store of stores) {
      const own = specialsOf(store.slug, specials);
      const expected = store.distributor
        ? { day: thanksgiving, store: store.slug, hours: null, note: '물류센터 휴무', noteEng: 'The distribution center is closed' }
        : { day: thanksgiving, store: null, hours: { open: 540, close: 1080 }, note: '추수감사절 단축 영업', noteEng: 'Thanksgiving Day: shorter hours' };
      expect({ slug: store.slug, week: comingSpecials(own, monday, 7) }).toEqual({ slug: store.slug, week: [expected] });
      expect({ slug: store.slug, jsonLd: own.filter((special) => special.day >= monday).map((special) => special.day) }).toEqual({ slug: store.slug, jsonLd: [thanksgiving, '2026-12-25', '2027-01-01'] });
    }
  });
});
