import type { Permission } from './permissions';

/** The records visitors send, which staff answer or read (issue 37: the mail they are told by, and the dashboard's Waiting card). */
export const VISITOR_RECORD_KINDS = ['inquiry', 'application', 'tenant'] as const;
export type VisitorRecordKind = (typeof VISITOR_RECORD_KINDS)[number];

export interface VisitorRecordSection {
  /** Who reads the kind. */
  permission: Permission;
  /** Its list; a record's page is `{list}/{id}`. */
  list: string;
  /** The list of those still waiting for staff. */
  waiting: string;
}

export const VISITOR_RECORD_SECTIONS: Record<VisitorRecordKind, VisitorRecordSection> = {
  inquiry: { permission: 'inquiries:answer', list: '/admin/inquiries', waiting: '/admin/inquiries?progress=1' },
  application: { permission: 'applications:read', list: '/admin/applications', waiting: '/admin/applications' },
  tenant: { permission: 'tenants:read', list: '/admin/tenants', waiting: '/admin/tenants' },
};
