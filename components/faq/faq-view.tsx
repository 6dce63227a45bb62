import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/seo/metadata';
import { FAQ_TABS, faqTab, type FaqEntry, type FaqTabKey } from '@/lib/content/faq';
import { searchFaq } from '@/lib/faq/faq-search';
import { TAB_PARAM } from '@/lib/content/static-tabs';
import { PageTabs } from '@/components/ui/page-tabs';
import { FaqSearchForm } from './faq-search-form';
import { FaqQuestion } from './faq-question';
import styles from './faq.module.css';

interface FaqViewProps {
  locale: AppLocale;
  tab: FaqTabKey;
  /** The questions on show (lib/server/services/faq.ts listFaq), in order. */
  entries: FaqEntry[];
  /** A search of the All tab (already tidied by faqQuery); none on the tabs' own pages. */
  query?: string;
}

/**
 * The FAQ: topic tabs; on All, the keyword search; the questions of the tab under their topics'
 * headings, or a search's results with their count; then a way to ask us.
 */
export async function FaqView({ locale, tab, entries: all, query }: FaqViewProps) {
  const t = await getTranslations({ locale, namespace: 'faq' });
  const tc = await getTranslations({ locale, namespace: 'common' });
  const newTab = tc('newTab');
  const groups = faqTab(tab).groups;
  const found = query ? { query, entries: searchFaq(all, query, locale) } : null;
  // A group staff emptied is not shown.
  const shown = groups.map((group) => ({ group, entries: all.filter((entry) => entry.group === group) })).filter(({ entries }) => entries.length > 0);

  return (
    <div className="page-narrow">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <div id="faq">
        <PageTabs
          label={t('tabs')}
          idPrefix="faq"
          panelId="faq-panel"
          landing="faq"
          wrap
          active={tab}
          tabs={FAQ_TABS.map(({ key }, index) => ({
            key,
            label: t(`tabNames.${key}`),
            href: localizedPath(locale, '/faq', index === 0 ? {} : { [TAB_PARAM]: key }),
          }))}
        />
        <div id="faq-panel" role="tabpanel" aria-labelledby={`faq-tab-${tab}`} className={styles.panel}>
          {tab === '0' ? <FaqSearchForm locale={locale} query={query ?? ''} labels={{ searchLabel: t('searchLabel'), searchPlaceholder: t('searchPlaceholder'), search: t('search') }} /> : null}
          {found ? (
            <section aria-labelledby="faq-results">
              <h2 id="faq-results" className={styles.results}>
                {t('results', { query: found.query, count: found.entries.length })}
              </h2>
              {found.entries.length ? (
                <div className={styles.list}>
                  {found.entries.map((entry) => (
                    <FaqQuestion key={entry.id} locale={locale} entry={entry} topic={t(`groups.${entry.group}`)} newTab={newTab} open />
                  ))}
                </div>
              ) : (
                <p className="notice-box">{t('empty')}</p>
              )}
              <p className={styles.showAll}>
                <Link href="/faq">{t('showAll')}</Link>
              </p>
            </section>
          ) : (
            shown.map(({ group, entries }) => (
                <section key={group} aria-labelledby={`faq-group-${group}`} className={styles.group}>
                  <h2 id={`faq-group-${group}`} className={styles.groupTitle}>
                    {t(`groups.${group}`)} <span className={styles.count}>{t('questions', { count: entries.length })}</span>
                  </h2>
                  <div className={styles.list}>
                    {entries.map((entry) => (
                      <FaqQuestion key={entry.id} locale={locale} entry={entry} newTab={newTab} />
                    ))}
                  </div>
                </section>
            ))
          )}
        </div>
      </div>
      <aside className={styles.more} aria-labelledby="faq-more">
        <h2 id="faq-more">{t('moreTitle')}</h2>
        <p>{t('moreBody')}</p>
        <Link href="/contact" className="button">
          {t('contact')}
        </Link>
      </aside>
    </div>
  );
}
