import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { pageMetadata } from './metadata';

/** Catalogue namespaces whose `title` and `description` describe one page. */
type PageNamespace = 'accessibility' | 'careerMy' | 'contact' | 'events' | 'giftcard' | 'myQna' | 'myStore' | 'weeklyAd' | 'privacy' | 'privacyChoices' | 'sale' | 'stores' | 'tenant' | 'vendor';

/**
 * A page's `generateMetadata` when its title and description come straight from the catalogue:
 * `export const generateMetadata = staticPageMetadata('privacy', '/privacy');`
 */
export function staticPageMetadata(namespace: PageNamespace, path: string, extra: Metadata = {}) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const locale = await routeLocale(params);
    const t = await getTranslations({ locale });
    return { ...pageMetadata({ locale, path, title: t(`${namespace}.title`), description: t(`${namespace}.description`) }), ...extra };
  };
}
