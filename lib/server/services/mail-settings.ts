import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { staffUsers } from '@/lib/server/db/schema';
import type { MailSettingsInput } from '@/lib/validation/mail-settings';
import { audit } from './audit';
import type { Actor } from './staff-accounts';

/** A staff member's own mail settings (issue 37). */
export async function mailSettingsOf(staffId: number): Promise<MailSettingsInput | null> {
  const db = await getDb();
  const [row] = await db.select({ notify: staffUsers.notify, mailLocale: staffUsers.mailLocale }).from(staffUsers).where(eq(staffUsers.id, staffId));
  return row ?? null;
}

/** Saves the signed-in member's own mail settings; audited, as every staff write is. */
export async function saveMailSettings(input: MailSettingsInput, actor: Actor): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ notify: input.notify, mailLocale: input.mailLocale }).where(eq(staffUsers.id, actor.staffId));
    await audit({ staffId: actor.staffId, action: 'mail-settings', subjectKind: 'staff', subjectId: actor.staffId, detail: `${input.notify} ${input.mailLocale}`, address: actor.address }, tx);
  });
}
