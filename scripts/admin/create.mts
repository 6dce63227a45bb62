// `npm run admin:create -- --email kim@example.com --name "Kim" --role editor`: adds a staff
// account. The password is ADMIN_PASSWORD when set, else a random one printed here once.
// Roles: admin, editor, hr, support. Like `npm run db:seed`, stop `npm start` first on the
// embedded database (PGlite is one process); with DATABASE_URL it works beside running servers.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { ValidationError } from 'yup';
import { getDbHandle } from '@/lib/server/db';
import { createStaff } from '@/lib/server/services/staff-accounts';
import { staffAccountSchema } from '@/lib/validation/staff';
import { isStaffRole } from '@/lib/admin/permissions';
import en from '@/messages/en.json';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', default: 'editor' } } });
const password = process.env.ADMIN_PASSWORD?.trim() || randomBytes(12).toString('base64url');
const handle = await getDbHandle();
try {
  const input = await staffAccountSchema.validate({ ...values, password }, { abortEarly: false });
  const role = isStaffRole(input.role) ? input.role : 'editor';
  const result = await createStaff({ ...input, role }, null);
  if (result === 'emailTaken') {
    console.error(`[admin] ${input.email} already has an account; nothing written.`);
    process.exitCode = 1;
  } else if (result === 'commonPassword') {
    console.error(`[admin] password: ${en.validation.staffPasswordCommon} Nothing written.`);
    process.exitCode = 1;
  } else {
    console.info(`[admin] created ${role} account ${input.email}${process.env.ADMIN_PASSWORD ? ' (password from ADMIN_PASSWORD)' : ` with the password ${password} (shown once)`}`);
  }
} catch (error) {
  if (!(error instanceof ValidationError)) throw error;
  const words: Record<string, string> = en.validation;
  const problems = error.inner.map((item) => `${item.path}: ${words[item.message] ?? item.message}`);
  console.error(`[admin] ${problems.join(' ')} (usage: npm run admin:create -- --email you@example.com --name "Your Name" --role admin|editor|hr|support)`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
