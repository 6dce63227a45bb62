import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CareerFilters, type CareerFilterLabels } from '@/components/careers/career-filters';
import { careerListQuery, type CareerListQuery } from '@/lib/careers/career-query';
import { applyFilterRules } from '@/lib/careers/filter-rules';
import { CAREER_TYPES, CITIES, JOB_TYPES, type CodeEntry } from '@/lib/content/codes';
import { messages, renderWithIntl } from '../helpers/render-with-intl';
import { routerSpy } from '../helpers/navigation-mock';

/*
 * The /career filter panel as the page gives it its query (app/[locale]/(site)/career/career-list-view.tsx):
 * the spec's rules disable options and say why, a shared address shows its choice with what the
 * rules rule out unchecked, and a click asks for the list's next address. The browser's part (each
 * click applies at once) is tests/e2e/careers.spec.ts.
 */

type Locale = 'ko' | 'en';
const options = (entries: CodeEntry[], locale: Locale) => entries.map((entry) => ({ value: entry.value, label: locale === 'en' ? entry.en : entry.ko }));
const labelsOf = (locale: Locale): CareerFilterLabels => {
  const c = messages[locale].careers;
  return { filters: c.filters, showFilters: c.showFilters, hideFilters: c.hideFilters, location: c.location, jobCategory: c.jobCategory, employmentType: c.employmentType, clear: c.clear, apply: c.apply, disabled: c.disabled };
};

/** The panel for an address's query, after the rules, as the page hands it over. */
function panelFor(search: string, locale: Locale = 'en') {
  const asked = careerListQuery(Object.fromEntries(new URLSearchParams(search)));
  const { filters } = applyFilterRules(asked, CITIES.map((city) => city.value), JOB_TYPES.map((jobType) => jobType.value));
  const query: CareerListQuery = { ...asked, ...filters };
  renderWithIntl(<CareerFilters query={query} options={{ cities: options(CITIES, locale), jobTypes: options(JOB_TYPES, locale), careerTypes: options(CAREER_TYPES, locale) }} labels={labelsOf(locale)} />, locale);
  return screen.getByRole('form', { name: messages[locale].careers.filters });
}

beforeEach(() => routerSpy.push.mockReset());

describe('the career filter panel', () => {
  it('with the headquarters chosen, leaves only Corporate Office, says why at each option and once for a screen reader', () => {
    const form = panelFor('cities=18');
    for (const name of ['Store Operation (Retail)', 'Warehouse']) {
      const box = within(form).getByRole('checkbox', { name });
      expect(box).toBeDisabled();
      expect(box).toHaveAccessibleDescription('Not with Headquarters (Jessup)');
    }
    expect(within(form).getByRole('checkbox', { name: 'Corporate Office' })).toBeEnabled();
    expect(within(form).getByRole('status')).toHaveTextContent('Not with Headquarters (Jessup): Store Operation (Retail), Warehouse.');
  });

  it('with another city beside the headquarters, rules Corporate Office out too', () => {
    const form = panelFor('cities=14,18');
    expect(within(form).getByRole('checkbox', { name: 'Corporate Office' })).toBeDisabled();
    expect(within(form).getByRole('checkbox', { name: 'Edison' })).toBeChecked();
  });

  it('with Store Operation chosen, keeps every store city open and rules out only the distribution center', () => {
    const form = panelFor('jobTypes=3');
    expect(within(form).getByRole('checkbox', { name: 'Orlando' })).toBeEnabled();
    expect(within(form).getByRole('checkbox', { name: 'Jessup (Distribution Center)' })).toBeDisabled();
  });

  it('shows a shared address\'s choice, with what the rules rule out unchecked (Korean)', () => {
    const form = panelFor('cities=3,18&jobTypes=2&careerTypes=2&ordering=due_date', 'ko');
    expect(within(form).getByRole('checkbox', { name: '실버스프링' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: '본사(제섭)' })).toBeChecked();
    // Corporate Office cannot go with a store city: the address asked for it, the rules unchecked it.
    expect(within(form).getByRole('checkbox', { name: '본사' })).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: '본사' })).toBeDisabled();
    expect(within(form).getByRole('checkbox', { name: '파트타임' })).toBeChecked();
    // The sort rides along when the form is sent without script.
    expect(form.querySelector('input[type="hidden"][name="ordering"]')).toHaveValue('due_date');
  });

  it('asks for the list\'s next address at a click, back to its first page, the sort kept', async () => {
    const form = panelFor('jobTypes=3&ordering=due_date&page=2');
    await userEvent.setup().click(within(form).getByRole('checkbox', { name: 'Silver Spring' }));
    expect(routerSpy.push).toHaveBeenCalledWith('/career?cities=3&jobTypes=3&ordering=due_date', { scroll: false });
    expect(within(form).getByRole('link', { name: 'Clear Filters' })).toHaveAttribute('href', '/en/career?ordering=due_date');
  });
});
