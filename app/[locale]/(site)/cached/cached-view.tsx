import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { routeLocale } from '@/lib/i18n/route-locale';
import { parseCachedView, type CachedViewName } from '@/lib/routing/cached-views';
import type { SearchParams } from '@/lib/search-params';
import { notFoundMetadata } from '@/lib/seo/not-found-metadata';
import { NotFoundContent } from '@/components/layout/not-found-content';

/** One view's metadata and content, from its query (the proxy let through only values its rules accept as they are). */
export interface CachedViewContent {
  metadata: (locale: AppLocale, query: SearchParams, day: string) => Promise<Metadata>;
  render: (locale: AppLocale, query: SearchParams, day: string) => React.ReactNode;
}

type Params = Promise<{ locale: string; day: string; query: string }>;

/**
 * The route of one view served like a static page (lib/routing/cached-views.ts): the proxy
 * rewrites its public addresses to `/[locale]/cached/{name}/[day]/[query]`. A route a view, not
 * one for all: a route's pages load the client code of everything it can render.
 * None is rendered at build time (its database is empty); each is rendered at its first visit
 * and cached until a staff write expires the tags of what it read.
 */
export function cachedViewRoute(name: CachedViewName, view: CachedViewContent) {
  async function viewOf(params: Params) {
    const { day, query } = await params;
    const parsed = parseCachedView(name, day, query);
    return parsed && { day: parsed.day ?? '', query: Object.fromEntries(Object.entries(parsed.query).map(([key, value]) => [key, String(value)])) };
  }

  return {
    generateStaticParams: () => [],
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const locale = await routeLocale(params);
      const parsed = await viewOf(params);
      return parsed ? view.metadata(locale, parsed.query, parsed.day) : notFoundMetadata(locale);
    },
    async Page({ params }: { params: Params }) {
      const locale = await routeLocale(params);
      setRequestLocale(locale);
      const parsed = await viewOf(params);
      return parsed ? view.render(locale, parsed.query, parsed.day) : <NotFoundContent />;
    },
  };
}
