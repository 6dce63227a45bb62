import type { AppLocale } from '@/lib/i18n/routing';
import type { UploadPurpose } from '@/lib/admin/upload-purposes';
import { api, type FormFields } from './client';
import type { DealDetail, DealSummary, InquiryDetail, InquirySummary, MyApplicationDetail, MyApplicationSummary, Paged, Sale } from './types';

/** One store the ZIP search found, nearest first. */
export interface NearestStore {
  slug: string;
  miles?: number;
}

/** The visitor's downloads of everything they sent (issue 52): plain links, which the lookup's cookie goes with. */
export const OWN_EXPORTS = { inquiries: '/api/inquiry/export/', applications: '/api/employments/apply/export/' } as const;

/** The forms' endpoints (spec section 7); `submit` posts to one of them. */
export type FormEndpoint = 'inquiry/general/' | 'inquiry/vendor/' | 'storetenants/' | 'employments/apply/';

/**
 * Every call the browser makes to our JSON API, typed: the path, its query and its answer in
 * one place (DESIGN.md section 2). Components call these, never a string path.
 */
export const endpoints = {
  sale: (location: number) => api.get<Sale>('sale/', { query: { location } }),
  storeDeals: (location: number, page: number) => api.get<Paged<DealSummary>>('events/board/', { query: { location, page } }),
  deal: (id: number) => api.get<DealDetail>(`events/${id}/`),
  nearestStores: (zip: string, lang: AppLocale) => api.get<{ results: NearestStore[] }>('stores/nearest/', { query: { zip, lang } }),
  myInquiries: (lookup: { email: string; password: string }, page: number, lang: AppLocale) =>
    api.postJson<Paged<InquirySummary>>('inquiry/retrieve/', lookup, { query: { page, lang } }),
  /** The inquiries the lookup's cookie proved (the list again after a reload or a change of language), and forgetting them. */
  provenInquiries: (page: number, lang: AppLocale) => api.get<Paged<InquirySummary>>('inquiry/retrieve/', { query: { page, lang } }),
  forgetInquiries: () => api.delete('inquiry/retrieve/'),
  myInquiry: (id: number, lang: AppLocale) => api.get<InquiryDetail>(`inquiry/${id}`, { query: { lang } }),
  /** The visitor deletes their own inquiry; their download of everything they sent is `OWN_EXPORTS.inquiries`. */
  deleteMyInquiry: (id: number, lang: AppLocale) => api.delete(`inquiry/${id}`, { query: { lang } }),
  myApplications: (lookup: { email: string; password: string }, page: number, lang: AppLocale) =>
    api.postJson<Paged<MyApplicationSummary>>('employments/apply/retrieve/', lookup, { query: { page, lang } }),
  provenApplications: (page: number, lang: AppLocale) => api.get<Paged<MyApplicationSummary>>('employments/apply/retrieve/', { query: { page, lang } }),
  forgetApplications: () => api.delete('employments/apply/retrieve/'),
  myApplication: (id: number, lang: AppLocale) => api.get<MyApplicationDetail>(`employments/apply/${id}`, { query: { lang } }),
  withdrawMyApplication: (id: number, lang: AppLocale) => api.delete(`employments/apply/${id}`, { query: { lang } }),
  submit: (endpoint: FormEndpoint, fields: FormFields, lang: AppLocale) => api.postForm<{ id: number }>(endpoint, fields, { query: { lang } }),
  /** Back office: one staff file for a purpose, stored pending until a saved record uses it. */
  stageUpload: (purpose: UploadPurpose, file: File, lang: AppLocale) => api.postForm<{ id: number; url: string; name: string }>(`admin/uploads/${purpose}`, { file }, { query: { lang } }),
};
