import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { routeLocale } from '@/lib/i18n/route-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from '@/components/static/static-page.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/offline'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'app.offline' });
  // What the service worker shows in place of a page it did not keep: nothing for a search engine.
  return { ...pageMetadata({ locale, path: '/offline', title: t('title'), description: t('description') }), robots: { index: false } };
}

/**
 * The offline page (issue 54): the service worker (public/sw.js) keeps it in both languages at
 * install and shows it for a page it did not keep when there is no connection. "Try again" is a
 * plain link to the address the shopper asked for (an empty href), so it works with no script.
 */
export default async function OfflinePage({ params }: PageProps<'/[locale]/offline'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations();
  return (
    <article className={`page-narrow ${styles.article}`}>
      <h1 className="page-title">{t('app.offline.title')}</h1>
      <p className="page-lead">{t('app.offline.lead')}</p>
      <p>{t('app.offline.saved')}</p>
      <ul>
        <li>
          <Link href="/sale">{t('header.nav.sale')}</Link>
        </li>
        <li>
          <Link href="/sale/my-list">{t('sale.myList.title')}</Link>
        </li>
        <li>
          <Link href="/location">{t('header.nav.location')}</Link>
        </li>
      </ul>
      <p className={styles.actions}>
        <a href="" className="button">
          {t('app.offline.retry')}
        </a>
      </p>
    </article>
  );
}
