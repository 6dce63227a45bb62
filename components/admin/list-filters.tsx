import { isPublishState } from '@/lib/admin/publish-state';
import { recordId } from '@/lib/admin/record-id';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { calendarDay } from '@/lib/dates';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Filter, FilterOption, FilterValues, PageContext } from '@/app/[locale]/admin/kinds/kind-pages';
import { PublishStateSelect } from './publish-state-parts';
import panel from '@/components/ui/filter-panel.module.css';

const SEARCH_LENGTH = 100;

const nameOf = (filter: Filter) => (filter.type === 'search' ? 'q' : filter.type === 'publishState' ? 'state' : filter.name);

/** Every filter's choices, read once for the values and the panel. */
async function choicesOf(filters: Filter[], context: PageContext): Promise<Array<FilterOption[] | null>> {
  return Promise.all(filters.map((filter) => (filter.type === 'select' ? filter.options(context.locale, context.t) : null)));
}

/** The list's filters read from its query: a search trimmed to its length, a choice only when offered, a record only when it exists, else none. */
export async function filterValues(filters: Filter[], query: SearchParams, context: PageContext): Promise<FilterValues> {
  const choices = await choicesOf(filters, context);
  return Object.fromEntries(
    await Promise.all(
      filters.map(async (filter, index) => {
        const raw = firstValue(query, nameOf(filter));
        if (filter.type === 'search') return ['q', raw.slice(0, SEARCH_LENGTH) || undefined];
        if (filter.type === 'publishState') return ['state', isPublishState(raw) ? raw : undefined];
        if (filter.type === 'day') return [filter.name, calendarDay(raw)];
        if (filter.type === 'record') {
          const id = recordId(raw);
          return [filter.name, id !== null && (await filter.exists(id)) ? id : undefined];
        }
        return [filter.name, choices[index]!.find((option) => String(option.value) === raw)?.value];
      }),
    ),
  );
}

/** Whether a list is narrowed by any of its panel's filters (a record's link says so itself). */
export const filtered = (filters: Filter[], values: FilterValues) => filters.some((filter) => filter.type !== 'record' && values[nameOf(filter)] !== undefined);

/** A list's filter panel: a form sent by GET, so it works before any script and its address can be shared; once narrowed, a way back to the whole list. */
export async function ListFilters({ filters, values, context, list }: { filters: Filter[]; values: FilterValues; context: PageContext; list: string }) {
  const { t } = context;
  const admin = await getTranslations('admin');
  const choices = await choicesOf(filters, context);
  if (filters.every((filter) => filter.type === 'record')) return null;
  return (
    <form method="get" className={panel.panel} aria-label={t('filters')}>
      {filters.map((filter, index) => {
        if (filter.type === 'search')
          return (
            <label key="q" className={panel.field}>
              {t('search')}
              <input type="search" name="q" defaultValue={values.q ?? ''} maxLength={SEARCH_LENGTH} />
            </label>
          );
        if (filter.type === 'publishState') return <PublishStateSelect key="state" value={isPublishState(values.state) ? values.state : undefined} />;
        if (filter.type === 'record') return null;
        if (filter.type === 'day')
          return (
            <label key={filter.name} className={panel.field}>
              {t(filter.label)}
              <input type="date" name={filter.name} defaultValue={values[filter.name] ?? ''} />
            </label>
          );
        return (
          <label key={filter.name} className={panel.field}>
            {t(filter.label)}
            <select name={filter.name} defaultValue={values[filter.name] ?? ''}>
              {filter.all ? <option value="">{t(filter.all)}</option> : null}
              {choices[index]!.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        );
      })}
      <button type="submit" className="button">
        {t('show')}
      </button>
      {filtered(filters, values) ? <Link href={list}>{admin('showAll')}</Link> : null}
    </form>
  );
}
