import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { storeToday } from '@/lib/dates';
import { defaultLocale, locales, type AppLocale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/seo/metadata';
import { listDealEntries } from '@/lib/server/services/deals';
import { getCurrentSale } from '@/lib/server/services/sales';
import { listPostingEntries } from '@/lib/server/services/postings';
import { listAnnouncementEntries } from '@/lib/server/services/announcements';
import { STORES } from '@/lib/content/stores';
import { SALE_REGIONS, saleHref } from '@/lib/content/sale-regions';
import { departmentHref, FIRST_DEPARTMENT, PRODUCT_DEPARTMENTS } from '@/lib/content/product-departments';
import { laterTabs, STATIC_TAB_PAGES, TAB_PARAM, type StaticTabPage } from '@/lib/content/static-tabs';

/** The later tabs of pages rendered at build time are pages of their own (`/ourStory?tab=history`, `/faq?tab=3`). */
const TAB_PAGES = (Object.keys(STATIC_TAB_PAGES) as StaticTabPage[]).flatMap((path) => laterTabs(path).map((tab) => ({ path, query: { [TAB_PARAM]: tab } })));

/** Each products department after the first is a page of its own (`/products/meat`). */
const DEPARTMENT_PAGES = PRODUCT_DEPARTMENTS.filter((department) => department !== FIRST_DEPARTMENT).map((department) => ({ path: departmentHref(department) }));

/** Pages with fixed addresses; feature pages add their own entries as they arrive. */
const STATIC_ROUTES = ['/', '/ourStory', '/products', '/privacy', '/privacy/choices', '/accessibility', '/weekly-ad', '/giftcard', '/sale', '/event', '/location', '/contact', '/productInquiry', '/tenant', '/career', '/announcement', '/faq', ...STORES.map((store) => `/location-detail/${store.slug}`)];

// Deals come from the database: built per request (cached by the service), not at build time.
export const dynamic = 'force-dynamic';

// Static pages change only with a release, so the build's time is when they last changed.
const BUILT_AT = process.env.BUILD_TIME ? new Date(process.env.BUILD_TIME) : undefined;

interface Page {
  path: string;
  query?: Record<string, string | number>;
  languages?: readonly AppLocale[];
  lastModified?: Date | string;
}

/**
 * An absolute address as the sitemap's XML carries it: Next writes the strings as given (Next.js
 * issue 77340), so the `&` between query parameters is escaped here, or the file is no XML.
 */
function absolute(path: string): string {
  return `${env.siteUrl}${path === '/' ? '' : path}`.replaceAll('&', '&amp;');
}

/** One <url> per language the page exists in, each naming all of them and x-default. */
function entries({ path, query, languages = locales, lastModified = BUILT_AT }: Page): MetadataRoute.Sitemap {
  const alternates = Object.fromEntries(languages.map((l) => [l, absolute(localizedPath(l, path, query))]));
  alternates['x-default'] = absolute(localizedPath(languages.includes(defaultLocale) ? defaultLocale : languages[0]!, path, query));
  return languages.map((locale) => ({
    url: absolute(localizedPath(locale, path, query)),
    ...(lastModified ? { lastModified } : {}),
    alternates: { languages: alternates },
  }));
}

/** The day this week's sale of a region was published (a W3C date), if it has one. */
async function saleWeekStart(location: number): Promise<string | undefined> {
  return (await getCurrentSale(location, storeToday()))?.sale_start;
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [deals, postings, notices, saleWeeks] = await Promise.all([listDealEntries(), listPostingEntries(storeToday()), listAnnouncementEntries(), Promise.all(SALE_REGIONS.map((region) => saleWeekStart(region.location)))]);
  const pages: Page[] = [
    ...STATIC_ROUTES.map((path) => ({ path })),
    ...TAB_PAGES,
    ...DEPARTMENT_PAGES,
    ...SALE_REGIONS.map((region, index) => ({ path: saleHref(region.location), lastModified: saleWeeks[index] ?? BUILT_AT })),
    ...deals.map((deal) => ({ path: `/event/${deal.id}`, languages: deal.languages, lastModified: new Date(deal.created_at) })),
    // A closed posting keeps its page but leaves the sitemap (it is no job to find any more).
    ...postings.filter((posting) => posting.open).map((posting) => ({ path: `/career/${posting.id}`, lastModified: new Date(posting.created_at) })),
    ...notices.map((notice) => ({ path: `/announcement/${notice.id}`, lastModified: new Date(notice.created_at) })),
  ];
  return pages.flatMap(entries);
}
