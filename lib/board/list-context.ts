import { announcementDetailHref, announcementListHref, announcementPage } from '@/lib/announcements/announcement-address';
import { careerListHref, careerListQuery } from '@/lib/careers/career-query';
import { firstValue, intValue, queryString, type SearchParams } from '@/lib/search-params';

/**
 * A link of a post's page that keeps the list the post was opened from: that list's page and
 * filters ride along in the post's address (`/event/12?location=2&page=3`), and List (for a
 * notice also previous and next) takes them back. Read from the address in the browser, so that
 * one cached page serves a post whichever list it was opened from.
 */
export type ContextTarget = { list: 'deals' | 'postings' | 'notices' } | { notice: number };

export function contextHref(target: ContextTarget, params: SearchParams): string {
  if ('notice' in target) return announcementDetailHref(target.notice, announcementPage(params));
  switch (target.list) {
    case 'deals':
      return `/event${queryString({
        location: intValue(params, 'location', { min: 0, max: 4 }),
        search: firstValue(params, 'search').slice(0, 100),
        page: intValue(params, 'page', { min: 2, max: 100_000 }),
      })}`;
    case 'postings':
      return careerListHref(careerListQuery(params));
    case 'notices':
      return announcementListHref(announcementPage(params));
  }
}
