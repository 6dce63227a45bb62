import { env } from '@/lib/env';
import type { AppLocale } from '@/lib/i18n/routing';
import { localizedPath, SHARE_IMAGE } from '@/lib/seo/metadata';
import { EXTERNAL_LINKS } from '@/lib/content/site-links';
import { JsonLd } from './json-ld';

/** The home page's Organization and WebSite, so search engines know the chain and its names in both languages. */
export function SiteJsonLd({ locale, name, alternateName }: { locale: AppLocale; name: string; alternateName: string }) {
  const home = `${env.siteUrl}${localizedPath(locale, '/')}`;
  return (
    <JsonLd
      data={{
        '@graph': [
          {
            '@type': 'Organization',
            '@id': `${env.siteUrl}/#organization`,
            name,
            alternateName,
            url: home,
            logo: `${env.siteUrl}/icon.svg`,
            image: `${env.siteUrl}${SHARE_IMAGE.url}`,
            sameAs: [EXTERNAL_LINKS.facebook, EXTERNAL_LINKS.instagram],
          },
          {
            '@type': 'WebSite',
            '@id': `${env.siteUrl}/#website`,
            name,
            alternateName,
            url: home,
            inLanguage: locale === 'ko' ? 'ko-KR' : 'en-US',
            publisher: { '@id': `${env.siteUrl}/#organization` },
          },
        ],
      }}
    />
  );
}
