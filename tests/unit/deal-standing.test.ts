import { dealStanding } from '@/lib/admin/deal-standing';

describe('dealStanding: what the public sees of a deal, as the back office lists it', () => {
  const today = '2026-11-22';
  it.each([
    [{ published: false, start_date: '2026-12-01', end_date: '2026-12-31' }, 'draft'],
    [{ published: false, start_date: '2026-11-01', end_date: '2026-11-30' }, 'draft'],
    // Its sale period starts next month, but it is public now, as "coming soon".
    [{ published: true, start_date: '2026-12-01', end_date: '2026-12-31' }, 'upcoming'],
    [{ published: true, start_date: '2026-11-23', end_date: '2026-11-23' }, 'upcoming'],
    [{ published: true, start_date: '2026-11-22', end_date: '2026-11-22' }, 'ongoing'],
    [{ published: true, start_date: '2026-11-01', end_date: '2026-11-30' }, 'ongoing'],
    [{ published: true, start_date: '2026-11-01', end_date: '2026-11-21' }, 'ended'],
  ] as const)('%o → %s', (deal, expected) => {
    expect(dealStanding(deal, today)).toBe(expected);
  });
});
