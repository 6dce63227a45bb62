import { can, isStaffRole, PERMISSIONS, STAFF_ROLES, type Permission, type StaffRole } from '@/lib/admin/permissions';
import { sessionIsLive, sessionNeedsTouch, SESSION_IDLE_MS, SESSION_MAX_MS, SESSION_TOUCH_MS } from '@/lib/admin/session-rules';
import { postingStatus } from '@/lib/admin/posting-status';
import { formValues } from '@/lib/admin/form-values';
import { UPLOAD_PURPOSES, UPLOAD_RULES, uploadProblem, type UploadPurpose } from '@/lib/admin/upload-purposes';

describe('staff permissions', () => {
  const table: Record<StaffRole, Permission[]> = {
    admin: [...PERMISSIONS],
    editor: ['postings:manage', 'sales:manage', 'deals:manage', 'announcements:manage', 'slides:manage', 'faq:manage', 'history:manage', 'products:manage', 'stores:manage'],
    hr: ['applications:read', 'postings:manage'],
    support: ['inquiries:answer', 'tenants:read'],
  };

  it.each(STAFF_ROLES.flatMap((role) => PERMISSIONS.map((permission) => [role, permission] as const)))('%s may %s: as issue 16 says', (role, permission) => {
    expect(can(role, permission)).toBe(table[role].includes(permission));
  });

  it('lets only hr and admin read applications, only support and admin inquiries and tenants, only admin staff and audit', () => {
    const who = (permission: Permission) => STAFF_ROLES.filter((role) => can(role, permission));
    expect(who('applications:read')).toEqual(['admin', 'hr']);
    expect(who('inquiries:answer')).toEqual(['admin', 'support']);
    expect(who('tenants:read')).toEqual(['admin', 'support']);
    expect(who('staff:manage')).toEqual(['admin']);
    expect(who('audit:read')).toEqual(['admin']);
  });

  it.each([
    ['admin', true],
    ['hr', true],
    ['Admin', false],
    ['root', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('isStaffRole(%p) → %p', (value, expected) => {
    expect(isStaffRole(value)).toBe(expected);
  });
});

describe('staff session rules', () => {
  const start = new Date('2026-11-22T09:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);
  const session = (lastSeenMs: number, revoked = false) => ({ createdAt: start, lastSeenAt: at(lastSeenMs), revokedAt: revoked ? at(lastSeenMs) : null });

  it.each([
    ['just signed in', session(0), at(1000), true],
    ['idle for 8 hours less a second', session(0), at(SESSION_IDLE_MS - 1000), true],
    ['idle for 8 hours', session(0), at(SESSION_IDLE_MS), false],
    ['active all along, 24 hours less a second old', session(SESSION_MAX_MS - 60_000), at(SESSION_MAX_MS - 1000), true],
    ['active all along, 24 hours old', session(SESSION_MAX_MS - 60_000), at(SESSION_MAX_MS), false],
    ['revoked a moment ago', session(0, true), at(1000), false],
  ] as const)('%s → live: %p', (_name, times, now, expected) => {
    expect(sessionIsLive(times, now)).toBe(expected);
  });

  it('writes last_seen_at at most once a minute', () => {
    expect(sessionNeedsTouch(session(0), at(SESSION_TOUCH_MS - 1))).toBe(false);
    expect(sessionNeedsTouch(session(0), at(SESSION_TOUCH_MS))).toBe(true);
  });
});

describe('postingStatus: where a posting stands for staff', () => {
  const today = '2026-11-22';
  const at = new Date('2026-11-22T15:00:00Z');
  const always = { publish_from: null, publish_until: null };
  it.each([
    [{ published: false, start_date: null, due_date: null, applications: 0, ...always }, 'draft'],
    [{ published: false, start_date: '2026-12-01', due_date: '2026-11-01', applications: 0, ...always }, 'draft'],
    [{ published: false, start_date: null, due_date: '2026-12-31', applications: 2, ...always }, 'closed'],
    [{ published: true, start_date: '2026-11-23', due_date: '2026-12-31', applications: 0, ...always }, 'scheduled'],
    [{ published: true, start_date: '2026-11-22', due_date: '2026-11-22', applications: 0, ...always }, 'open'],
    [{ published: true, start_date: null, due_date: null, applications: 5, ...always }, 'open'],
    [{ published: true, start_date: '2026-10-01', due_date: '2026-11-21', applications: 1, ...always }, 'closed'],
    // Scheduled to publish later today: not "Open" while the site does not show it yet.
    [{ published: true, start_date: '2026-11-22', due_date: null, applications: 0, publish_from: '2026-11-22T20:00:00Z', publish_until: null }, 'scheduled'],
    [{ published: true, start_date: '2026-11-01', due_date: null, applications: 0, publish_from: '2026-11-22T15:00:00Z', publish_until: null }, 'open'],
    // Its publishing window has ended: closed, although its last day to apply has not come.
    [{ published: true, start_date: '2026-11-01', due_date: '2026-12-31', applications: 0, publish_from: null, publish_until: '2026-11-22T15:00:00Z' }, 'closed'],
  ] as const)('%o → %s', (posting, expected) => {
    expect(postingStatus(posting, today, at)).toBe(expected);
  });
});

describe('formValues: a checkbox group is a list, a single field a string', () => {
  it('collects repeated names and leaves files out', () => {
    const form = new FormData();
    form.append('title', 'Cashier');
    form.append('cities', '3');
    form.append('cities', '18');
    form.append('cities', '1');
    form.append('file', new File(['x'], 'x.png'));
    expect(formValues(form)).toEqual({ title: 'Cashier', cities: ['3', '18', '1'] });
  });
});

describe('staff upload rules', () => {
  const MB = 1024 * 1024;
  it.each([
    ['editor-image', 'a.png', MB, null],
    ['editor-image', 'a.webp', MB, null],
    ['editor-image', 'a.gif', MB, 'uploadType'],
    ['editor-image', 'a.jpg', 5 * MB + 1, 'uploadSize'],
    ['flyer', 'week.webp', 10 * MB, null],
    ['flyer', 'week.pdf', MB, 'uploadType'],
    ['item-picture', 'pear.jpeg', 5 * MB, null],
    ['item-picture', 'pear.webp', 5 * MB + 1, 'uploadSize'],
    ['item-picture', 'pear.gif', MB, 'uploadType'],
    ['slide-video', 'spot.mp4', 50 * MB, null],
    ['slide-video', 'spot.mov', MB, 'uploadType'],
    ['attachment', 'menu.hwp', MB, null],
    ['attachment', 'menu.exe', MB, 'uploadType'],
    ['thumbnail', 'thumb.png', 0, 'uploadEmpty'],
  ] as const)('%s: %s of %d bytes → %s', (purpose, name, size, expected) => {
    expect(uploadProblem(purpose, { name, size })).toBe(expected);
  });

  it('lets each purpose be used by the roles that manage what it is for', () => {
    const allowed = (role: StaffRole, purpose: UploadPurpose) => UPLOAD_RULES[purpose].permissions.some((permission) => can(role, permission));
    expect(UPLOAD_PURPOSES.filter((purpose) => allowed('editor', purpose))).toEqual([...UPLOAD_PURPOSES]);
    expect(UPLOAD_PURPOSES.filter((purpose) => allowed('hr', purpose))).toEqual(['editor-image']);
    expect(UPLOAD_PURPOSES.filter((purpose) => allowed('support', purpose))).toEqual([]);
  });
});
