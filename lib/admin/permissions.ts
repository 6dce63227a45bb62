/**
 * What staff may do (issue 16). The code asks for a permission, never a role name, so a role can
 * change what it may do here alone. Only hr and admin read applications; only support and admin
 * read inquiries and tenant applications.
 */
export const STAFF_ROLES = ['admin', 'editor', 'hr', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  'postings:manage',
  'sales:manage',
  'deals:manage',
  'announcements:manage',
  'slides:manage',
  /** The FAQ's questions and answers, Our Story's history, the Products page (issue 51). */
  'faq:manage',
  'history:manage',
  'products:manage',
  /** Stores' details and special hours (issue 37). */
  'stores:manage',
  'inquiries:answer',
  'applications:read',
  'tenants:read',
  'staff:manage',
  'audit:read',
  /** The weekly ad's subscribers' addresses, and removing one (issue 53): admins only; editors see counts (sales:manage). */
  'subscribers:manage',
  /** Deleting for good what is in the trash (issue 36): admins only. */
  'trash:empty',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  editor: ['postings:manage', 'sales:manage', 'deals:manage', 'announcements:manage', 'slides:manage', 'faq:manage', 'history:manage', 'products:manage', 'stores:manage'],
  hr: ['applications:read', 'postings:manage'],
  support: ['inquiries:answer', 'tenants:read'],
};

export function can(role: StaffRole, permission: Permission): boolean {
  return GRANTS[role].includes(permission);
}

export const isStaffRole = (value: unknown): value is StaffRole => typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
