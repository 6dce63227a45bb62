import type { StaffRole } from './permissions';

/** A staff account as the back office lists it. */
export interface StaffAccount {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  created_at: string;
  /** Whether the account signs in with a second factor (issue 37). */
  two_factor: boolean;
}
