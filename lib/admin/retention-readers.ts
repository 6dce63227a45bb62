import type { Permission } from './permissions';
import type { Retained } from '@/lib/privacy/retention';

/** Who sees, on the dashboard, what of each record the retention schedule deletes soon: those who read it. */
export const RETENTION_READERS: Record<Retained['record'], Permission> = {
  inquiryAnswered: 'inquiries:answer',
  inquiryUnanswered: 'inquiries:answer',
  tenantApplication: 'tenants:read',
  jobApplication: 'applications:read',
  staffSession: 'audit:read',
  auditEntry: 'audit:read',
  mail: 'audit:read',
};
