import type { Permission } from './permissions';

/** The kinds staff publish, each with its back-office section (issue 36: one mechanism for all). */
export const RECORD_KINDS = ['posting', 'sale', 'announcement', 'deal', 'slide', 'faq', 'history', 'department', 'product', 'brand'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
export const isRecordKind = (value: unknown): value is RecordKind => RECORD_KINDS.includes(value as RecordKind);

export type RecordNamespace = 'admin.postings' | 'admin.sales' | 'admin.announcements' | 'admin.deals' | 'admin.slides' | 'admin.faq' | 'admin.history' | 'admin.departments' | 'admin.products' | 'admin.brands';

export interface RecordSection {
  permission: Permission;
  /** Its messages: saved, published, unpublished, refused.{reason}. */
  namespace: RecordNamespace;
  /** Its list, e.g. `/admin/postings`; a record's page is `{list}/{id}`. */
  list: string;
}

export const RECORD_SECTIONS: Record<RecordKind, RecordSection> = {
  posting: { permission: 'postings:manage', namespace: 'admin.postings', list: '/admin/postings' },
  sale: { permission: 'sales:manage', namespace: 'admin.sales', list: '/admin/sales' },
  announcement: { permission: 'announcements:manage', namespace: 'admin.announcements', list: '/admin/announcements' },
  deal: { permission: 'deals:manage', namespace: 'admin.deals', list: '/admin/deals' },
  slide: { permission: 'slides:manage', namespace: 'admin.slides', list: '/admin/slides' },
  faq: { permission: 'faq:manage', namespace: 'admin.faq', list: '/admin/faq' },
  history: { permission: 'history:manage', namespace: 'admin.history', list: '/admin/history' },
  department: { permission: 'products:manage', namespace: 'admin.departments', list: '/admin/departments' },
  product: { permission: 'products:manage', namespace: 'admin.products', list: '/admin/products' },
  brand: { permission: 'products:manage', namespace: 'admin.brands', list: '/admin/brands' },
};
