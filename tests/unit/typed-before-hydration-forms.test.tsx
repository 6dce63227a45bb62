import { act, useState, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { InquiryForm, type FieldSpec } from '@/components/forms/inquiry-form';
import { MyQna } from '@/components/forms/my-qna';
import { MyApplications } from '@/components/careers/my-applications';
import type { BoardLabels } from '@/components/board/detail-board';
import type { PaginationLabels } from '@/components/ui/pagination';
import { SignInForm } from '@/components/admin/sign-in-form';
import { StoreLocator } from '@/components/stores/store-locator';
import { LocatorTextsProvider } from '@/components/stores/locator-texts';
import { toLocatorStore } from '@/components/stores/locator-stores';
import { CareerFilters } from '@/components/careers/career-filters';
import { DealFilters } from '@/components/deals/deal-filters';
import { FaqSearchForm } from '@/components/faq/faq-search-form';
import { careerListQuery, type CareerListQuery } from '@/lib/careers/career-query';
import { CAREER_TYPES, CITIES, CODE_TABLES, JOB_TYPES, type CodeEntry } from '@/lib/content/codes';
import { FIRST_STORES } from '@/lib/content/stores';
import type { AdminFormState } from '@/lib/admin/form-state';
import type { AppLocale } from '@/lib/i18n/routing';
import { messages } from '../helpers/render-with-intl';
import { localeMock, routerSpy } from '../helpers/navigation-mock';
import { categoryField, contactFields, formKitLabels, inquiryFields, lookupFields, myApplicationsLabels, myQnaLabels } from '../helpers/form-props';

// The stores' places on the offline map come from d3-geo, an ES module this jest setup does not
// compile; the search and its list do not need them (a store without a place has no marker).
jest.mock('@/lib/stores/map-projection', () => ({ mapPosition: () => null }));

/**
 * Issue 48: what a visitor types before the page's script runs is kept, form by form. Each form
 * is rendered to HTML as the server sends it, typed into as a visitor would while the script is
 * still on its way, then hydrated over that HTML (as the browser's first script run does). Every
 * value must still be in its field, hydration must have matched, and the form must be ready to
 * send what was typed. tests/e2e/delayed-scripts.spec.ts checks each mechanism once in a browser.
 */

type Locale = AppLocale;
const label = (entry: CodeEntry, locale: Locale) => (locale === 'en' ? entry.en : entry.ko);
const options = (entries: readonly CodeEntry[], locale: Locale) => entries.map((entry) => ({ value: entry.value, label: label(entry, locale) }));

// The props each page gives its form: tests/helpers/form-props.ts, and here what only these tests need.
// Only what the list and record views would show; the lookup form does not read them.
const board = {} as BoardLabels;
const pagination = {} as PaginationLabels;

const STATE_ORDER = ['MD', 'VA', 'NJ', 'FL'] as const;

function StoreLocatorOf({ locale }: { locale: Locale }) {
  const stateName = (code: (typeof STATE_ORDER)[number]) => messages[locale].stores.states[code];
  return (
    <LocatorTextsProvider texts={messages[locale].stores}>
      <StoreLocator
        stores={FIRST_STORES.map((store) => toLocatorStore(store, locale, stateName(store.state), '2026-03-02', []))}
        states={STATE_ORDER.map((code) => ({ code, name: stateName(code) }))}
        cities={[]}
      />
    </LocatorTextsProvider>
  );
}

const NO_FILTERS: CareerListQuery = { cities: [], jobTypes: [], careerTypes: [], ordering: 'created_at', page: 1 };

/** /career: the filters over a list whose address follows the router (as the page's does once the server answers). */
function CareerPage({ locale }: { locale: Locale }) {
  const [query, setQuery] = useState(NO_FILTERS);
  routerSpy.push.mockImplementation((href: string) => setQuery(careerListQuery(Object.fromEntries(new URL(href, 'http://site').searchParams))));
  const c = messages[locale].careers;
  return (
    <CareerFilters
      query={query}
      options={{ cities: options(CITIES, locale), jobTypes: options(JOB_TYPES, locale), careerTypes: options(CAREER_TYPES, locale) }}
      labels={{
        filters: c.filters, showFilters: c.showFilters, hideFilters: c.hideFilters, location: c.location, jobCategory: c.jobCategory,
        employmentType: c.employmentType, clear: c.clear, apply: c.apply, disabled: c.disabled,
      }}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// The server's HTML, the visitor's typing, the script's arrival.

let root: Root | null = null;
let container: HTMLElement | null = null;
let consoleError: jest.SpyInstance;
let recoverable: jest.Mock;
const fetchMock = jest.fn();

/** What the API answers (`fetch` is not in jsdom): JSON, as lib/api/client reads it. */
function answer(body: unknown) {
  return { ok: true, status: 200, headers: { get: () => 'application/json' }, text: async () => JSON.stringify(body) };
}

beforeAll(() => {
  Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
});
afterAll(() => {
  delete (window as { fetch?: unknown }).fetch;
});

beforeEach(() => {
  fetchMock.mockReset();
  routerSpy.push.mockReset();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  recoverable = jest.fn();
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  container = null;
  consoleError.mockRestore();
});

/** The page as its HTML arrives: rendered on the "server" and put in the document, with no script yet. */
function serve(ui: ReactElement, locale: Locale) {
  localeMock.current = locale;
  const page = (
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="America/New_York">
      {ui}
    </NextIntlClientProvider>
  );
  container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.appendChild(container);
  return { view: within(container), hydrate: () => hydrate(page) };
}

/** The script arrives: React takes over the same HTML (hydrateRoot), effects included. */
async function hydrate(page: ReactElement) {
  await act(async () => {
    root = hydrateRoot(container!, page, { onRecoverableError: recoverable });
  });
}

/** Hydration matched the server's HTML: nothing to recover from, nothing said on the console. */
function expectCleanHydration() {
  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError.mock.calls).toEqual([]);
}

/** Typing as the browser does it before any script: the field's value changes, its events reach nobody. */
function type(field: HTMLElement, value: string) {
  fireEvent.input(field, { target: { value } });
  fireEvent.change(field, { target: { value } });
}

const byLabel = (view: ReturnType<typeof within>, text: string) => view.getByLabelText(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

/** What the form sent: the multipart body as fields, or the JSON body. */
function sentForm(call = 0): Record<string, FormDataEntryValue> {
  const body = (fetchMock.mock.calls[call]![1] as RequestInit).body as FormData;
  return Object.fromEntries(body.entries());
}
const sentJson = (call = 0) => JSON.parse((fetchMock.mock.calls[call]![1] as RequestInit).body as string);
const sentUrl = (call = 0) => fetchMock.mock.calls[call]![0] as string;

// ---------------------------------------------------------------------------------------------

describe('the inquiry forms keep every field typed before their script ran, and Submit sends it', () => {
  let scrollTo: jest.SpyInstance;
  let alert: jest.SpyInstance;
  beforeEach(() => {
    // The done screen scrolls to the top; the tenant form alerts when sent. Neither is in jsdom.
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => {
    scrollTo.mockRestore();
    alert.mockRestore();
  });

  const typedInquiry = { title: 'Parking', name: 'Kim Minji', email: 'early@example.com', phone: '301-555-0123', password: 'kimchi-2026', content: 'Is there a bicycle rack?' };
  const typedApplication = { name: 'Park Jiwoo', email: 'apply-early@example.com', phone: '571-555-0142', password: 'cashier-2026', content: 'Weekends are fine.' };

  const cases = (['ko', 'en'] as const).flatMap((locale) => [
    {
      page: '/contact', locale, endpoint: 'inquiry/general/', typed: typedInquiry, choose: {}, sent: {},
      ui: () => <InquiryForm kind="general" fields={inquiryFields(locale)} labels={formKitLabels(locale)} done={<h2>done</h2>} />,
    },
    {
      page: '/productInquiry', locale, endpoint: 'inquiry/vendor/', typed: { ...typedInquiry, title: 'Fresh salmon' }, choose: { category: '3' }, sent: {},
      ui: () => <InquiryForm kind="vendor" fields={[categoryField(locale), ...inquiryFields(locale)]} initialValues={{ category: '' }} labels={formKitLabels(locale)} done={<h2>done</h2>} />,
    },
    {
      page: '/career-apply?post=7', locale, endpoint: 'employments/apply/', typed: typedApplication, choose: {}, sent: { employment_info: '7' },
      ui: () => <InquiryForm kind="career" fields={lookupFields(locale, 'applicationPasswordHint')} hidden={{ employment_info: '7' }} labels={formKitLabels(locale)} done={<h2>done</h2>} />,
    },
  ]);

  it.each(cases)('$page ($locale)', async ({ locale, endpoint, typed, choose, sent, ui }) => {
    const f = messages[locale].forms;
    const labelOf: Record<string, string> = { title: f.title, name: f.name, email: f.email, phone: f.phone, password: f.password, content: f.content, category: f.category };
    const { view, hydrate } = serve(ui(), locale);
    const submit = view.getByRole('button', { name: f.submit });
    expect(submit).toBeDisabled();

    for (const [name, value] of Object.entries(choose)) type(byLabel(view, labelOf[name]!), value);
    for (const [name, value] of Object.entries(typed)) type(byLabel(view, labelOf[name]!), value);
    fireEvent.click(view.getByRole('checkbox', { name: f.consent }));
    await hydrate();

    for (const [name, value] of Object.entries({ ...choose, ...typed })) expect(byLabel(view, labelOf[name]!)).toHaveValue(value);
    expect(view.getByRole('checkbox', { name: f.consent })).toBeChecked();
    expectCleanHydration();
    expect(submit).toBeEnabled();
    // Ready 100 ms after the last change (the form's rule), with nothing typed after hydration.
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'false'));

    fetchMock.mockResolvedValue(answer({ id: 1 }));
    await act(async () => fireEvent.click(submit));
    await waitFor(() => expect(view.getByRole('heading', { name: 'done' })).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentUrl()).toBe(`/api/${endpoint}?lang=${locale}`);
    expect(sentForm()).toEqual({ ...choose, ...typed, ...sent });
    expect(consoleError.mock.calls).toEqual([]);
  });

  it.each(['ko', 'en'] as const)('/tenant (%s): every field and the consent are kept; the files it requires are chosen with script, then it sends them all', async (locale) => {
    const f = messages[locale].forms;
    const fields: FieldSpec[] = [
      ...contactFields(locale),
      { name: 'storename', kind: 'text', label: f.storename, autoComplete: 'organization' },
      { name: 'address', kind: 'text', label: f.address, autoComplete: 'address-line1' },
      { name: 'business_type', kind: 'text', label: f.businessType },
    ];
    const typed = { name: 'Park Joon', email: 'tenant-early@example.com', phone: '703-555-0199', storename: 'Joon Kimbap', address: '3850 Wilkens Ave', business_type: 'Kimbap' };
    const labelOf: Record<string, string> = { name: f.name, email: f.email, phone: f.phone, storename: f.storename, address: f.address, business_type: f.businessType };
    const { view, hydrate } = serve(<InquiryForm kind="tenant" fields={fields} labels={formKitLabels(locale)} />, locale);
    const submit = view.getByRole('button', { name: f.submit });

    for (const [name, value] of Object.entries(typed)) type(byLabel(view, labelOf[name]!), value);
    fireEvent.click(view.getByRole('checkbox', { name: f.consent }));
    await hydrate();

    for (const [name, value] of Object.entries(typed)) expect(byLabel(view, labelOf[name]!)).toHaveValue(value);
    expect(view.getByRole('checkbox', { name: f.consent })).toBeChecked();
    expectCleanHydration();
    expect(submit).toBeEnabled();

    const menu = new File(['menu'], 'menu.pdf', { type: 'application/pdf' });
    fireEvent.change(container!.querySelector('input[type="file"]')!, { target: { files: [menu] } });
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'false'));
    fetchMock.mockResolvedValue(answer({ id: 1 }));
    await act(async () => fireEvent.click(submit));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(f.submitted));
    expect(sentUrl()).toBe(`/api/storetenants/?lang=${locale}`);
    expect(sentForm()).toEqual({ ...typed, file1: expect.any(File) });
    expect((sentForm().file1 as File).name).toBe('menu.pdf');
  });
});

describe('the lookups keep the e-mail and password typed before their script ran, and Confirm sends them', () => {
  const cases = (['ko', 'en'] as const).flatMap((locale) => [
    { page: '/myQna', locale, endpoint: 'inquiry/retrieve/', empty: messages[locale].myQna.empty, ui: () => <MyQna labels={myQnaLabels(locale)} board={board} pagination={pagination} /> },
    { page: '/career-my', locale, endpoint: 'employments/apply/retrieve/', empty: messages[locale].careerMy.empty, ui: () => <MyApplications labels={myApplicationsLabels(locale)} board={board} pagination={pagination} /> },
  ]);

  it.each(cases)('$page ($locale)', async ({ locale, endpoint, empty, ui }) => {
    const f = messages[locale].forms;
    const { view, hydrate } = serve(ui(), locale);
    const confirm = view.getByRole('button', { name: messages[locale].myQna.confirm });
    expect(confirm).toBeDisabled();

    type(view.getByLabelText(f.email), 'nobody-early@example.com');
    type(view.getByLabelText(f.password), 'not-mine');
    // An empty page: for the look on opening for a lookup made before (none), and for this one.
    fetchMock.mockResolvedValue(answer({ count: 0, current_page: 1, total_pages: 0, results: [] }));
    await hydrate();

    expect(view.getByLabelText(f.email)).toHaveValue('nobody-early@example.com');
    expect(view.getByLabelText(f.password)).toHaveValue('not-mine');
    expectCleanHydration();
    expect(confirm).toBeEnabled();
    expect(confirm).toHaveAttribute('aria-disabled', 'false');

    await act(async () => fireEvent.click(confirm));
    await waitFor(() => expect(view.getByRole('status')).toHaveTextContent(empty));
    const lookup = fetchMock.mock.calls.length - 1;
    expect(sentUrl(lookup)).toBe(`/api/${endpoint}?page=1&lang=${locale}`);
    expect(sentJson(lookup)).toEqual({ email: 'nobody-early@example.com', password: 'not-mine' });
  });
});

describe('the staff sign-in keeps the e-mail and password typed before its script ran, and sends them', () => {
  it.each(['ko', 'en'] as const)('/admin/login (%s)', async (locale) => {
    const t = messages[locale].admin.login;
    const action = jest.fn<Promise<AdminFormState>, [AdminFormState, FormData]>(async () => ({ status: 'error', message: 'refused' }));
    const { view, hydrate } = serve(<SignInForm action={action} next="/admin" labels={{ email: t.email, password: t.password, submit: t.submit, submitting: t.submitting }} />, locale);

    type(view.getByLabelText(t.email), 'admin@lotteplaza.example');
    type(view.getByLabelText(t.password), 'correct horse');
    await hydrate();

    expect(view.getByLabelText(t.email)).toHaveValue('admin@lotteplaza.example');
    expect(view.getByLabelText(t.password)).toHaveValue('correct horse');
    expectCleanHydration();
    const submit = view.getByRole('button', { name: t.submit });
    expect(submit).toBeEnabled();

    await act(async () => fireEvent.click(submit));
    await waitFor(() => expect(view.getByRole('alert')).toHaveTextContent('refused'));
    expect(action).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(action.mock.calls[0]![1].entries())).toEqual({ next: '/admin', email: 'admin@lotteplaza.example', password: 'correct horse' });
    // Sent by hand, so a refusal leaves what was typed.
    expect(view.getByLabelText(t.email)).toHaveValue('admin@lotteplaza.example');
  });
});

describe('the store search keeps a ZIP typed and a state chosen before its script ran', () => {
  let scrollIntoView: jest.Mock;
  beforeEach(() => {
    // The locator takes the visitor to its answer; jsdom neither scrolls nor answers media queries.
    scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    window.matchMedia = jest.fn(() => ({ matches: false }) as unknown as MediaQueryList);
  });
  afterEach(() => {
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it.each(['ko', 'en'] as const)('/location (%s): and Search finds the ZIP\'s store', async (locale) => {
    const t = messages[locale].stores;
    const { view, hydrate } = serve(<StoreLocatorOf locale={locale} />, locale);

    type(view.getByRole('textbox', { name: t.zipLabel }), '21043');
    // The state search's panel is `hidden` in the HTML; before the script, its tab (a link to it) shows it by the style sheet's :target.
    type(view.getByRole('combobox', { name: t.stateLabel, hidden: true }), 'VA');
    await hydrate();

    expect(view.getByRole('textbox', { name: t.zipLabel })).toHaveValue('21043');
    const city = view.getByRole('combobox', { name: t.cityLabel, hidden: true });
    expect(view.getByRole('combobox', { name: t.stateLabel, hidden: true })).toHaveValue('VA');
    // The state's cities are offered, as if it had been chosen with script.
    expect(city).toBeEnabled();
    expect(within(city).getAllByRole('option', { hidden: true }).length).toBeGreaterThan(1);
    expectCleanHydration();

    const zipPanel = container!.querySelector<HTMLElement>('#store-search-zip-panel')!;
    const search = within(zipPanel).getByRole('button', { name: t.search });
    expect(search).toBeEnabled();
    fetchMock.mockResolvedValue(answer({ results: [{ slug: 'ellicott-city-md', miles: 0.4 }] }));
    await act(async () => fireEvent.click(search));
    expect(sentUrl()).toBe(`/api/stores/nearest/?zip=21043&lang=${locale}`);
    const results = container!.querySelector<HTMLElement>('section[aria-labelledby="store-results"]')!;
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(1));
    expect(within(results).getByRole('listitem')).toHaveTextContent(locale === 'en' ? 'Ellicott City' : '엘리콧시티점');
  });
});

describe('the careers filters apply a box ticked before their script ran', () => {
  it.each(['ko', 'en'] as const)('/career (%s): in the panel left open', async (locale) => {
    const headquarters = label(CITIES.find((city) => city.value === 18)!, locale);
    const { view, hydrate } = serve(<CareerPage locale={locale} />, locale);
    const details = container!.querySelector('details')!;

    // A phone's panel is folded: the visitor opens it (without script) and ticks a box.
    details.open = true;
    fireEvent.click(view.getByRole('checkbox', { name: headquarters }));
    await hydrate();

    expect(routerSpy.push).toHaveBeenCalledTimes(1);
    expect(routerSpy.push).toHaveBeenCalledWith('/career?cities=18', { scroll: false });
    expect(view.getByRole('checkbox', { name: headquarters })).toBeChecked();
    expect(details.open).toBe(true);
    expectCleanHydration();
    // Every click now applies at once: the button for the no-script path steps aside.
    expect(view.getByRole('button', { name: messages[locale].careers.apply })).toHaveAttribute('data-without-script', 'replaced');
  });

  it.each(['ko', 'en'] as const)('/career (%s): nothing ticked, nothing sent', async (locale) => {
    const { hydrate } = serve(<CareerPage locale={locale} />, locale);
    await hydrate();
    expect(routerSpy.push).not.toHaveBeenCalled();
    expectCleanHydration();
  });
});

describe('the special deals search keeps a location and keyword chosen before its script ran', () => {
  it.each([
    ['ko', '만두'],
    ['en', 'dumplings'],
  ] as const)('/event (%s): and Search looks for them', async (locale, keyword) => {
    const t = messages[locale].events;
    const { view, hydrate } = serve(
      <DealFilters
        basePath="/event"
        locations={options(CODE_TABLES.location, locale)}
        location={0}
        search=""
        labels={{ filters: t.filters, location: t.location, searchLabel: t.searchLabel, searchPlaceholder: t.searchPlaceholder, search: t.search }}
      />,
      locale,
    );

    type(view.getByLabelText(t.location), '4');
    type(view.getByLabelText(t.searchLabel), keyword);
    await hydrate();

    expect(view.getByLabelText(t.location)).toHaveValue('4');
    expect(view.getByLabelText(t.searchLabel)).toHaveValue(keyword);
    expectCleanHydration();
    expect(routerSpy.push).not.toHaveBeenCalled();

    const search = view.getByRole('button', { name: t.search });
    expect(search).toBeEnabled();
    fireEvent.click(search);
    expect(routerSpy.push).toHaveBeenCalledWith(`/event?location=4&search=${encodeURIComponent(keyword)}`, { scroll: false });
  });
});

describe('the FAQ search keeps a keyword typed before its script ran', () => {
  it.each([
    ['ko', '기프트카드'],
    ['en', 'receipt'],
  ] as const)('/faq (%s): and Search sends it (a plain GET form)', async (locale, keyword) => {
    const t = messages[locale].faq;
    const { view, hydrate } = serve(<FaqSearchForm locale={locale} query="" labels={{ searchLabel: t.searchLabel, searchPlaceholder: t.searchPlaceholder, search: t.search }} />, locale);

    type(view.getByRole('searchbox', { name: t.searchLabel }), keyword);
    await hydrate();

    expect(view.getByRole('searchbox', { name: t.searchLabel })).toHaveValue(keyword);
    expectCleanHydration();
    const form = view.getByRole('search', { name: t.searchLabel }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', locale === 'en' ? '/en/faq' : '/faq');
    expect(Object.fromEntries(new FormData(form).entries())).toEqual({ q: keyword });
    expect(view.getByRole('button', { name: t.search })).toBeEnabled();
  });
});
