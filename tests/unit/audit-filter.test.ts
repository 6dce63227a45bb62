import { auditFilterOf, auditWindow } from '@/lib/admin/audit-filter';

describe('auditFilterOf', () => {
  it.each([
    ['nothing', {}, {}],
    ['who, what and when', { staff: '3', action: 'sign-in-failed', from: '2026-11-01', to: '2026-11-27' }, { staff: 3, action: 'sign-in-failed', from: '2026-11-01', to: '2026-11-27' }],
    ['a staff id of another spelling', { staff: '03' }, {}],
    ['a staff id too long', { staff: '1234567890' }, {}],
    ['an action that is no name', { action: "sign-in' or 1=1" }, {}],
    ['an action of capitals', { action: 'SIGN-IN' }, {}],
    ['a day that is none', { from: '2026-02-30', to: '26-11-01' }, {}],
    ['the first of repeated values', { staff: ['4', '5'] }, { staff: 4 }],
    ['empty fields, as the form sends them', { staff: '', action: '', from: '', to: '' }, {}],
  ])('%s', (_name, query, expected) => {
    expect(auditFilterOf(query)).toEqual(expected);
  });
});

describe('auditWindow', () => {
  it('spans whole New York days, the last one included', () => {
    expect(auditWindow({ from: '2026-11-26', to: '2026-11-26' })).toEqual({ since: new Date('2026-11-26T05:00:00Z'), before: new Date('2026-11-27T05:00:00Z') });
    // Daylight time in July.
    expect(auditWindow({ from: '2026-07-04' })).toEqual({ since: new Date('2026-07-04T04:00:00Z'), before: undefined });
    expect(auditWindow({})).toEqual({ since: undefined, before: undefined });
  });
});
