import type { Permission } from './permissions';
import { VISITOR_RECORD_SECTIONS } from './visitor-record-kinds';
import type { Retained } from '@/lib/privacy/retention';

/** Who sees, on the dashboard, what of each record the retention schedule deletes soon: those who read it (the staff's own records, admins). */
export const RETENTION_READERS: Record<Retained['record'], Permission> = {
  inquiryAnswered: VISITOR_RECORD_SECTIONS.inquiry.permission,
  inquiryUnanswered: VISITOR_RECORD_SECTIONS.inquiry.permission,
  tenantApplication: VISITOR_RECORD_SECTIONS.tenant.permission,
  jobApplication: VISITOR_RECORD_SECTIONS.application.permission,
  adUnconfirmed: 'audit:read',
  adUnsubscribed: 'audit:read',
  staffSession: 'audit:read',
  auditEntry: 'audit:read',
  mail: 'audit:read',
};
