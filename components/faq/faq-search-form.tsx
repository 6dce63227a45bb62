import { localizedPath } from '@/lib/seo/metadata';
import type { AppLocale } from '@/lib/i18n/routing';
import { FAQ_SEARCH_PARAM } from '@/lib/faq/faq-address';
import { FAQ_QUERY_MAX } from '@/lib/faq/faq-search';
import panel from '@/components/ui/filter-panel.module.css';

interface FaqSearchFormProps {
  locale: AppLocale;
  query: string;
  labels: { searchLabel: string; searchPlaceholder: string; search: string };
}

/** The All tab's keyword search: a plain GET form (button or Enter), the same with or without script. */
export function FaqSearchForm({ locale, query, labels }: FaqSearchFormProps) {
  return (
    <form className={panel.panel} role="search" aria-label={labels.searchLabel} method="get" action={localizedPath(locale, '/faq')}>
      <label className={`${panel.field} ${panel.grow}`}>
        {labels.searchLabel}
        <input type="search" name={FAQ_SEARCH_PARAM} defaultValue={query} maxLength={FAQ_QUERY_MAX} placeholder={labels.searchPlaceholder} enterKeyHint="search" />
      </label>
      <button type="submit" className="button">
        {labels.search}
      </button>
    </form>
  );
}
