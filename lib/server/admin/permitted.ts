import 'server-only';
import { can, type Permission } from '@/lib/admin/permissions';
import { audit } from '@/lib/server/services/audit';
import type { StaffMember } from '@/lib/server/services/staff-auth';

/**
 * Whether a signed-in staff member holds one of `permissions`. A refusal is audited ("refused",
 * with what was needed and for what) as the permitted actions are: a colleague trying what their
 * role may not do is what an admin reading the log looks for.
 */
export async function permitted(staff: Pick<StaffMember, 'id' | 'role'>, permissions: readonly Permission[], attempt: { address: string; what?: string }): Promise<boolean> {
  if (permissions.some((permission) => can(staff.role, permission))) return true;
  await audit({ staffId: staff.id, action: 'refused', detail: [permissions.join(' | '), attempt.what].filter(Boolean).join(' '), address: attempt.address });
  return false;
}
