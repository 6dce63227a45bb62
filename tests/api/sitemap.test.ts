import type { Metadata, MetadataRoute } from 'next';
import { storeToday } from '@/lib/dates';
import { env } from '@/lib/env';
import { seedIfEmpty } from '@/lib/server/db/seed';
import { listDealEntries } from '@/lib/server/services/deals';
import { getPosting, listPostingEntries } from '@/lib/server/services/postings';
import { listAnnouncementEntries } from '@/lib/server/services/announcements';
import robots from '@/app/robots';
import * as home from '@/app/[locale]/(site)/page';
import * as ourStory from '@/app/[locale]/(site)/ourStory/[[...tab]]/page';
import * as products from '@/app/[locale]/(site)/products/[[...department]]/page';
import * as privacy from '@/app/[locale]/(site)/privacy/page';
import * as giftcard from '@/app/[locale]/(site)/giftcard/page';
import * as privacyChoices from '@/app/[locale]/(site)/privacy/choices/page';
import * as weeklyAd from '@/app/[locale]/(site)/weekly-ad/page';
import * as accessibility from '@/app/[locale]/(site)/accessibility/page';
import * as saleList from '@/app/[locale]/(site)/sale/page';
import * as saleRegion from '@/app/[locale]/(site)/sale/[region]/page';
import * as eventList from '@/app/[locale]/(site)/event/page';
import * as eventDetail from '@/app/[locale]/(site)/event/[id]/page';
import * as location from '@/app/[locale]/(site)/location/page';
import * as contact from '@/app/[locale]/(site)/contact/page';
import * as productInquiry from '@/app/[locale]/(site)/productInquiry/page';
import * as tenant from '@/app/[locale]/(site)/tenant/page';
import * as careerList from '@/app/[locale]/(site)/career/page';
import * as careerDetail from '@/app/[locale]/(site)/career/[id]/page';
import * as announcementList from '@/app/[locale]/(site)/announcement/page';
import * as announcementDetail from '@/app/[locale]/(site)/announcement/[id]/page';
import * as faq from '@/app/[locale]/(site)/faq/[[...tab]]/page';
import * as storeDetail from '@/app/[locale]/(site)/location-detail/[slug]/page';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { useIsolatedStorage } from '../helpers/route-requests';
import { outcome, props } from '../helpers/page-outcome';

// The pages' metadata as Next makes it for a public visitor, with the real catalogues.
jest.mock('next-intl/server', () => jest.requireActual('../helpers/next-intl-server').nextIntlServer());
jest.mock('next/headers', () => jest.requireActual('../helpers/page-outcome').nextHeaders());
// The store map's projection (d3-geo, an ES module jest does not compile) plays no part here.
jest.mock('@/lib/stores/map-projection', () => ({ MAP_VIEWBOX: { x: 0, y: 0, width: 1, height: 1 }, mapPosition: () => null }));

jest.setTimeout(180_000);

type Locale = 'ko' | 'en';
type GenerateMetadata = (props: never) => Promise<Metadata>;

/** The page (its generateMetadata and route params) that serves a path of the site, as the app's routes do. */
function pageOf(pathname: string, search: string): { generate: GenerateMetadata; params: Record<string, string | string[]>; query: Record<string, string> } | null {
  const query = Object.fromEntries(new URLSearchParams(search));
  const tab = query.tab;
  const fixed: Record<string, GenerateMetadata> = {
    '/': home.generateMetadata,
    '/privacy': privacy.generateMetadata,
    '/giftcard': giftcard.generateMetadata,
    '/privacy/choices': privacyChoices.generateMetadata,
    '/accessibility': accessibility.generateMetadata,
    '/weekly-ad': weeklyAd.generateMetadata,
    '/sale': saleList.generateMetadata,
    '/event': eventList.generateMetadata,
    '/location': location.generateMetadata,
    '/contact': contact.generateMetadata,
    '/productInquiry': productInquiry.generateMetadata,
    '/tenant': tenant.generateMetadata,
    '/career': careerList.generateMetadata,
    '/announcement': announcementList.generateMetadata,
  };
  if (pathname === '/ourStory') return { generate: ourStory.generateMetadata, params: { tab: tab ? [tab] : [] }, query: {} };
  if (pathname === '/faq') return { generate: faq.generateMetadata, params: { tab: tab ? [tab] : [] }, query: {} };
  if (pathname === '/products') return { generate: products.generateMetadata, params: {}, query };
  if (fixed[pathname]) return { generate: fixed[pathname]!, params: {}, query };
  const [, section, slug] = /^\/([^/]+)\/([^/]+)$/.exec(pathname) ?? [];
  const bySection: Record<string, [GenerateMetadata, string, boolean]> = {
    products: [products.generateMetadata, 'department', true],
    sale: [saleRegion.generateMetadata, 'region', false],
    event: [eventDetail.generateMetadata, 'id', false],
    career: [careerDetail.generateMetadata, 'id', false],
    announcement: [announcementDetail.generateMetadata, 'id', false],
    'location-detail': [storeDetail.generateMetadata, 'slug', false],
  };
  const route = section && slug ? bySection[section] : undefined;
  return route ? { generate: route[0], params: { [route[1]]: route[2] ? [slug!] : slug! }, query } : null;
}

describe.each(databaseKinds)('the sitemap and robots.txt on %s', (kind) => {
  const database = useTestDatabase(kind);
  useIsolatedStorage();
  let entries: MetadataRoute.Sitemap = [];
  /** Each entry's address as a path of the site (the sitemap names the public origin). */
  let paths: string[] = [];

  beforeAll(async () => {
    expect(await seedIfEmpty(database().db)).toBe(true);
    // next.config sets the build's time, the lastmod of pages that change only with a release.
    process.env.BUILD_TIME = '2026-01-15T12:00:00.000Z';
    const { default: sitemap } = await import('@/app/sitemap');
    entries = await sitemap();
    paths = entries.map((entry) => {
      const url = new URL(entry.url.replace(/&amp;/g, '&'));
      expect(url.origin).toBe(env.siteUrl);
      return `${url.pathname}${url.search}`;
    });
  });
  afterAll(() => {
    delete process.env.BUILD_TIME;
  });

  it('lists the public pages, their later tabs and departments, in both languages, each once', () => {
    for (const path of ['/', '/privacy', '/privacy/choices', '/accessibility', '/weekly-ad', '/giftcard', '/ourStory', '/ourStory?tab=history', '/faq', '/faq?tab=3', '/products', '/products/meat', '/products/houseware', '/sale', '/event', '/career', '/announcement', '/location', '/location-detail/sterling-va']) {
      expect(paths).toContain(path);
      expect(paths).toContain(path === '/' ? '/en' : `/en${path}`);
    }
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBeGreaterThan(100);
  });

  it('lists each state\u2019s weekly sale in both languages, and content by its path address, never by the spec\u2019s query', () => {
    for (const region of ['maryland', 'virginia', 'florida', 'new-jersey']) {
      expect(paths).toContain(`/sale/${region}`);
      expect(paths).toContain(`/en/sale/${region}`);
    }
    expect(paths.filter((path) => /location=|view=detail|[?&]id=|[?&]lang=/.test(path))).toEqual([]);
    expect(paths.filter((path) => /^(\/en)?\/career\/\d+$/.test(path)).length).toBeGreaterThan(0);
  });

  it('lists every published deal in the languages it is written in: a Korean-only deal has no English entry', async () => {
    const deals = await listDealEntries();
    for (const deal of deals) {
      expect(paths).toContain(`/event/${deal.id}`);
      if (deal.languages.includes('en')) expect(paths).toContain(`/en/event/${deal.id}`);
      else expect(paths).not.toContain(`/en/event/${deal.id}`);
    }
    expect(deals.some((deal) => !deal.languages.includes('en'))).toBe(true);
    expect(paths.filter((path) => /^(\/en)?\/event\/\d+$/.test(path)).length).toBe(deals.reduce((sum, deal) => sum + deal.languages.length, 0));
  });

  it('lists each open posting and each notice in both languages; a closed posting keeps its page but leaves the sitemap', async () => {
    const today = storeToday();
    const postings = await listPostingEntries(today);
    const closed = postings.filter((posting) => !posting.open);
    expect(closed.length).toBeGreaterThan(0);
    for (const posting of postings) {
      for (const prefix of ['', '/en']) expect(paths.includes(`${prefix}/career/${posting.id}`)).toBe(posting.open);
    }
    expect(await getPosting(closed[0]!.id, today)).toMatchObject({ closed: true });
    const notices = await listAnnouncementEntries();
    expect(notices.length).toBe(15);
    for (const notice of notices) {
      expect(paths).toContain(`/announcement/${notice.id}`);
      expect(paths).toContain(`/en/announcement/${notice.id}`);
    }
  });

  it('names each entry\u2019s languages and x-default, and a lastmod: the record\u2019s own date or the build\u2019s', async () => {
    const privacy = entries.find((entry) => entry.url === `${env.siteUrl}/privacy`)!;
    expect(privacy.alternates?.languages).toEqual({ ko: `${env.siteUrl}/privacy`, en: `${env.siteUrl}/en/privacy`, 'x-default': `${env.siteUrl}/privacy` });
    expect(privacy.lastModified).toEqual(new Date('2026-01-15T12:00:00.000Z'));
    const deal = (await listDealEntries())[0]!;
    expect(entries.find((entry) => entry.url === `${env.siteUrl}/event/${deal.id}`)?.lastModified).toEqual(new Date(deal.created_at));
    const koreanOnly = (await listDealEntries()).find((entry) => !entry.languages.includes('en'))!;
    expect(entries.find((entry) => entry.url === `${env.siteUrl}/event/${koreanOnly.id}`)?.alternates?.languages).toEqual({ ko: `${env.siteUrl}/event/${koreanOnly.id}`, 'x-default': `${env.siteUrl}/event/${koreanOnly.id}` });
  });

  it('every address is a page that answers, canonical to itself, with its title, description and share image', async () => {
    const problems: string[] = [];
    for (const path of paths) {
      const { pathname, search } = new URL(path, env.siteUrl);
      const locale: Locale = pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'ko';
      const page = pageOf(pathname.replace(/^\/en(?=\/|$)/, '') || '/', search);
      if (!page) {
        problems.push(`${path}: no page`);
        continue;
      }
      const result = await outcome(() => page.generate(props(locale, page.params, page.query)));
      if (!('metadata' in result)) {
        problems.push(`${path}: ${JSON.stringify(result)}`);
        continue;
      }
      const { metadata } = result;
      const canonical = (metadata.alternates as { canonical?: string } | undefined)?.canonical;
      if (canonical !== path) problems.push(`${path}: canonical ${canonical}`);
      if (!metadata.title) problems.push(`${path}: no title`);
      if (!metadata.description) problems.push(`${path}: no description`);
      if (!(metadata.openGraph as { images?: unknown[] } | undefined)?.images?.length) problems.push(`${path}: no share image`);
      if (metadata.robots) problems.push(`${path}: robots ${JSON.stringify(metadata.robots)}`);
    }
    expect(problems).toEqual([]);
  });

  it('robots.txt lets crawlers fetch share images and the noindex of My Q&A, keeps them off the API and the back office, and names the sitemap', () => {
    const { rules, sitemap } = robots();
    const all = (Array.isArray(rules) ? rules : [rules]).find((rule) => rule.userAgent === '*')!;
    const list = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? [value] : []);
    expect(list(all.allow)).toContain('/api/files/');
    expect(list(all.disallow)).toEqual(expect.arrayContaining(['/api/', '/admin']));
    expect(JSON.stringify(rules)).not.toContain('myQna');
    expect(sitemap).toBe(`${env.siteUrl}/sitemap.xml`);
  });
});
