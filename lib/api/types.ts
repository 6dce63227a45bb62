/** The JSON API's answer shapes, for client code (types only: nothing server-side is bundled). */
export type { Paged } from '@/lib/server/pagination';
export type { DealSummary, DealDetail } from '@/lib/server/services/deals';
export type { Sale } from '@/lib/server/services/sales';
export type { InquirySummary, InquiryDetail } from '@/lib/server/services/inquiries';
export type { MyApplicationSummary, MyApplicationDetail } from '@/lib/server/services/applications';
