import { intValue, queryString, type SearchParams } from '@/lib/search-params';

/** The list page the address asks for (`?page=`), 1 for anything odd. */
export const announcementPage = (params: SearchParams): number => intValue(params, 'page', { min: 1, max: 100_000 }) ?? 1;

export const announcementListHref = (page = 1) => `/announcement${queryString({ page: page > 1 ? page : undefined })}`;

/**
 * An announcement's page (`/announcement/12`, DESIGN.md section 3). `page` is the list page it was
 * opened from, so that List goes back there; the canonical address carries the id only.
 */
export const announcementDetailHref = (id: number, page = 1) => `/announcement/${id}${queryString({ page: page > 1 ? page : undefined })}`;
