import { staffUsers } from '@/lib/server/db/schema';
import { listHistoryForStaff, saveHistory } from '@/lib/server/services/history-admin';
import { staffRecordOf } from '@/lib/server/services/staff-records';
import { listHistory } from '@/lib/server/services/history';
import { setPublishing, setTrashed } from '@/lib/server/services/publishing';
import { historySchema } from '@/lib/validation/history';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { LIVE } from '../helpers/publishing';

// Our Story's history as a kind of the back-office engine (issue 51), filled by drizzle/0016.
describe.each(databaseKinds)("Our Story's history in the back office, on %s", (kind) => {
  const database = useTestDatabase(kind);
  const actor = { staffId: 0, address: '192.0.2.13' };
  const input = (values: Record<string, unknown>) => historySchema.validateSync({ period: 'recent', sort_order: '1', year: '2026', ...values }, { stripUnknown: true });
  const years = async () => (await listHistory()).map((period) => [period.key, period.entries.map((entry) => entry.year)]);

  beforeAll(async () => {
    const [editor] = await database().db.insert(staffUsers).values({ email: `history-${kind}@lotteplaza.test`, name: 'History', role: 'editor', passwordHash: 'x' }).returning();
    actor.staffId = editor!.id;
  });

  it('shows the years the site showed before, by period, newest first, with their stores and notes', async () => {
    expect(await years()).toEqual([
      ['recent', ['2025', '2024', '2023', '2019', '2016–2017', '2015']],
      ['growth', ['2012–2013']],
      ['founding', ['1999', '1989']],
    ]);
    const [recent, , founding] = await listHistory();
    expect(recent!.entries[0]).toEqual({ year: '2025', stores: ['jacksonville-fl'], note: { ko: '17번째 매장', en: 'Our 17th store' } });
    expect(recent!.entries[1]).toEqual({ year: '2024', stores: ['henrico-va'], note: undefined });
    expect(founding!.entries[1]).toEqual({ year: '1989', stores: [], note: { ko: '첫 소매 매장 오픈', en: 'Our first retail store opens' } });
  });

  it('adds a year as a draft, shows it first of its period once published, and takes it away with the trash', async () => {
    const saved = (await saveHistory(null, input({ stores: ['gaithersburg-md', 'jacksonville-fl'], note_eng: 'Two openings' }), actor)) as { id: number };
    expect((await years())[0]![1]).not.toContain('2026');
    expect((await staffRecordOf('history', saved.id))!.stores).toEqual(['gaithersburg-md', 'jacksonville-fl']);
    expect(await setPublishing('history', saved.id, LIVE, actor)).toBe(true);
    const [recent] = await listHistory();
    expect(recent!.entries[0]).toEqual({ year: '2026', stores: ['gaithersburg-md', 'jacksonville-fl'], note: { ko: 'Two openings', en: 'Two openings' } });
    expect((await listHistoryForStaff({ search: 'two openings', page: 1 })).results.map((row) => row.id)).toEqual([saved.id]);
    expect(await setTrashed('history', saved.id, true, actor)).toBe(true);
    expect((await years())[0]![1]).not.toContain('2026');
  });

  it('refuses a store it does not know, a period it does not know, and a year left empty', () => {
    expect(() => input({ stores: ['atlantis'] })).toThrow();
    expect(() => input({ period: 'future' })).toThrow();
    expect(() => input({ year: ' ' })).toThrow();
    expect(input({ stores: 'edison-nj' }).stores).toEqual(['edison-nj']);
  });
});
