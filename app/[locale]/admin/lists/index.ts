import type { Permission } from '@/lib/admin/permissions';
import { VISITOR_RECORD_SECTIONS } from '@/lib/admin/visitor-record-kinds';
import type { ListPages, SentRecord } from '../kinds/kind-pages';
import { applicationPages, applicationRecord, inquiryPages, inquiryRecord, tenantPages, tenantRecord } from './visitor-lists';
import { auditPages } from './audit-list';
import { subscriberPages, subscriberRecord } from './subscriber-list';

/*
 * The back office's lists that are no kind of record staff publish: what visitors send, the
 * weekly ad's subscribers, and the audit log. Drawn by the one list page ([section]/page.tsx), as the kinds' lists are.
 */

type Section = 'applications' | 'inquiries' | 'tenants' | 'subscribers' | 'audit';

const listed = <Row extends { id: number }, Full>(permission: Permission, namespace: `admin.${Section}`, pages: ListPages<Row>, record?: SentRecord<Full>) => ({
  permission,
  namespace,
  pages: pages as unknown as ListPages<{ id: number }>,
  record: record as SentRecord<{ id: number }> | undefined,
});

/** Each list by its section's address (`/admin/audit`), with who may read it, its messages and, for what visitors send, its records' page. */
export const SECTION_LISTS: Record<Section, ReturnType<typeof listed>> = {
  applications: listed(VISITOR_RECORD_SECTIONS.application.permission, 'admin.applications', applicationPages, applicationRecord),
  inquiries: listed(VISITOR_RECORD_SECTIONS.inquiry.permission, 'admin.inquiries', inquiryPages, inquiryRecord),
  tenants: listed(VISITOR_RECORD_SECTIONS.tenant.permission, 'admin.tenants', tenantPages, tenantRecord),
  subscribers: listed('subscribers:manage', 'admin.subscribers', subscriberPages, subscriberRecord),
  audit: listed('audit:read', 'admin.audit', auditPages),
};

/** The list a section's address names, or null (a kind's, or none). */
export const sectionList = (section: string) => (Object.hasOwn(SECTION_LISTS, section) ? SECTION_LISTS[section as Section] : null);
