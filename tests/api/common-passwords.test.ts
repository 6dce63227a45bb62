import { eq } from 'drizzle-orm';
import { staffUsers } from '@/lib/server/db/schema';
import { createStaff, resetStaffPassword } from '@/lib/server/services/staff-accounts';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';

// Two staff-grade key derivations (about a second each here, more beside another test file).
jest.setTimeout(60_000);

describe.each(databaseKinds)('common staff passwords on %s', (kind) => {
  const database = useTestDatabase(kind);
  const actor = { staffId: 0, address: '192.0.2.50' };

  it('a new account and a new password on the published lists are refused, and nothing is written', async () => {
    expect(await createStaff({ email: `common-${kind}@lotteplaza.test`, name: 'Common', role: 'editor', password: 'Sunshine-2026!' }, null)).toBe('commonPassword');
    expect(await database().db.select().from(staffUsers).where(eq(staffUsers.email, `common-${kind}@lotteplaza.test`))).toEqual([]);

    const created = await createStaff({ email: `rare-${kind}@lotteplaza.test`, name: 'Rare', role: 'editor', password: 'pickled-radish-harbour' }, null);
    if (typeof created === 'string') throw new Error(created);
    const [before] = await database().db.select().from(staffUsers).where(eq(staffUsers.id, created.id));
    expect(await resetStaffPassword(created.id, 'qwertyuiop123', actor)).toBe('commonPassword');
    const [after] = await database().db.select().from(staffUsers).where(eq(staffUsers.id, created.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(await resetStaffPassword(created.id, 'kimchi-ladle-sunrise', { ...actor, staffId: created.id })).toBeNull();
  });
});
