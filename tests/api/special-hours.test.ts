import { auditLog, staffUsers } from '@/lib/server/db/schema';
import { eq } from 'drizzle-orm';
import { deleteSpecialHours, listSpecialHours, saveSpecialHours, specialHoursAround } from '@/lib/server/services/special-hours';
import { specialHoursSchema } from '@/lib/validation/special-hours';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';

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
});
