import type { Metadata } from 'next';
import { defaultLocale, locales, type AppLocale } from '@/lib/i18n/routing';
import { getPathname } from '@/lib/i18n/navigation';

/** The public URL path of `path` (a spec route such as "/privacy") in `locale`, as next-intl routes it. */
export function localizedPath(locale: AppLocale, path: string): string {
  return getPathname({ locale, href: path });
}

/** canonical + hreflang alternates for a page that exists in every locale. */
export function alternatesFor(locale: AppLocale, path: string): Metadata['alternates'] {
  const languages: Record<string, string> = Object.fromEntries(locales.map((l) => [l, localizedPath(l, path)]));
  languages['x-default'] = localizedPath(defaultLocale, path);
  return { canonical: localizedPath(locale, path), languages };
}

interface PageMetadataInput {
  locale: AppLocale;
  path: string;
  title?: string;
  description?: string;
}

/** Title, description, canonical, hreflang and Open Graph for one page. */
export function pageMetadata({ locale, path, title, description }: PageMetadataInput): Metadata {
  return {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    alternates: alternatesFor(locale, path),
    openGraph: {
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      url: localizedPath(locale, path),
      locale: locale === 'ko' ? 'ko_KR' : 'en_US',
      alternateLocale: locale === 'ko' ? ['en_US'] : ['ko_KR'],
      type: 'website',
    },
  };
}
