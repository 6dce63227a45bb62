import { RECORD_KINDS, type RecordKind } from './record-kinds';

/** What can be done to a record staff publish; `{kind}-{verb}` is its audit action ("deal-publish"). */
export const RECORD_VERBS = ['create', 'update', 'publish', 'schedule', 'unpublish', 'trash', 'untrash', 'delete', 'restore', 'move-up', 'move-down', 'prepare', 'apply-change', 'schedule-change', 'discard-change'] as const;
export type RecordVerb = (typeof RECORD_VERBS)[number];

/** Every other action the audit log records: each has its words in `admin.audit.actions`. */
export const STAFF_ACTIONS = [
  'sign-in',
  'sign-in-password',
  'sign-in-failed',
  'sign-in-refused',
  'sign-out',
  'second-factor',
  'second-factor-failed',
  'second-factor-enrol',
  'second-factor-reset',
  'recovery-codes-new',
  'staff-create',
  'staff-update',
  'staff-password',
  'staff-password-refused',
  'read',
  'refused',
  'inquiry-answer',
  'special-hours-save',
  'special-hours-delete',
  'special-hours-restore',
  'store-update',
  'store-restore',
  'sale-items-import',
  'sale-item-spot',
  'sale-item-picture',
  'sale-item-picture-remove',
  'upload',
  'mail-settings',
  'mail-retry',
  'retention-delete',
  'inquiry-deleted-by-sender',
  'application-withdrawn',
  'weekly-ad-subscriber-remove',
] as const;

/** What an audit row may say was done: typed, so no action is written that the log cannot name. */
export type AuditAction = (typeof STAFF_ACTIONS)[number] | `${RecordKind}-${RecordVerb}`;

/** A record action's kind and verb ("deal-publish": deal, publish), or null for any other action. */
export function recordActionParts(action: string): { kind: RecordKind; verb: RecordVerb } | null {
  const kind = RECORD_KINDS.find((candidate) => action.startsWith(`${candidate}-`));
  const verb = kind ? RECORD_VERBS.find((candidate) => action === `${kind}-${candidate}`) : undefined;
  return kind && verb ? { kind, verb } : null;
}

/** The `admin.audit` words a page has (next-intl's translator for that namespace). */
interface AuditWords {
  (key: never, values?: never): string;
  has(key: never): boolean;
}

/** An action in the staff member's words: its own ("Signed in"), or its record's ("Special deal published"). */
export function auditActionName(action: string, t: AuditWords): string {
  if (t.has(`actions.${action}` as never)) return t(`actions.${action}` as never);
  const parts = recordActionParts(action);
  return parts ? t('recordAction' as never, { kind: t(`kinds.${parts.kind}` as never), verb: t(`verbs.${parts.verb}` as never) } as never) : action;
}
