import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/seo/metadata';
import { SEARCH_QUERY_MAX } from '@/lib/sale/sale-search';
import panel from '@/components/ui/filter-panel.module.css';

/**
 * The search of this week's items in every region: a plain GET form to /sale/search, the same
 * with or without script (what was typed before the page's scripts ran is simply sent).
 */
export async function SaleSearchForm({ locale, query = '' }: { locale: AppLocale; query?: string }) {
  const t = await getTranslations({ locale, namespace: 'sale.search' });
  return (
    <form className={panel.panel} role="search" aria-label={t('label')} method="get" action={localizedPath(locale, '/sale/search')}>
      <label className={`${panel.field} ${panel.grow}`}>
        {t('label')}
        <input type="search" name="q" defaultValue={query} maxLength={SEARCH_QUERY_MAX} placeholder={t('placeholder')} enterKeyHint="search" autoComplete="off" />
      </label>
      <button type="submit" className="button">
        {t('submit')}
      </button>
    </form>
  );
}
