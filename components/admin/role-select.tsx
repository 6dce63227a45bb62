import { STAFF_ROLES } from '@/lib/admin/permissions';
import styles from './admin.module.css';

/** The role of an account, by its name in the admin's language. */
export function RoleSelect({ label, roles, defaultValue }: { label: string; roles: Record<string, string>; defaultValue: string }) {
  return (
    <label className={styles.field}>
      {label}
      <select name="role" defaultValue={defaultValue}>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {roles[role]}
          </option>
        ))}
      </select>
    </label>
  );
}
