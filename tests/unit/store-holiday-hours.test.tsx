import { render, screen, within } from '@testing-library/react';
import { FIRST_STORES } from '@/lib/content/stores';
import { storeTimeToDate } from '@/lib/dates';
import type { SpecialDay } from '@/lib/stores/special-hours';
import { toLocatorStore } from '@/components/stores/locator-stores';
import { OpenStatus } from '@/components/stores/open-status';
import { openStatusLabels } from '@/lib/stores/open-status-labels';
import { SpecialHoursList } from '@/components/stores/special-hours-list';
import { StoreResults } from '@/components/stores/store-results';
import { LocatorTextsProvider } from '@/components/stores/locator-texts';
import type { StoreSearch } from '@/components/stores/use-store-search';
import { messages, renderWithIntl } from '../helpers/render-with-intl';

/*
 * Issue 37: the demo's Thanksgiving (2026-11-26, a Thursday: every store 9 am to 6 pm, the
 * distributor sites closed) as a store page lists it and as the locator shows it, "open now"
 * following it at the time given (the browser's clock, faked). Which store gets which day, from
 * the database, is tests/api/special-hours.test.ts.
 */

// The stores' places on the offline map come from d3-geo, an ES module this jest setup does not
// compile; the place is no part of what is tested here.
jest.mock('@/lib/stores/map-projection', () => ({ mapPosition: () => null }));
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual('next-intl');
  const catalogues = { ko: jest.requireActual('@/messages/ko.json'), en: jest.requireActual('@/messages/en.json') };
  return { getTranslations: async ({ locale, namespace }: { locale: 'ko' | 'en'; namespace: string }) => createTranslator({ locale, messages: catalogues[locale], namespace }) };
});

const THANKSGIVING = '2026-11-26';
const everyStore: SpecialDay = { day: THANKSGIVING, store: null, hours: { open: 9 * 60, close: 18 * 60 }, note: '추수감사절 단축 영업', noteEng: 'Thanksgiving Day: shorter hours' };
const distributorClosed = (store: string): SpecialDay => ({ day: THANKSGIVING, store, hours: null, note: '물류센터 휴무', noteEng: 'The distribution center is closed' });
const catonsville = FIRST_STORES.find((store) => store.slug === 'catonsville-md')!;
const jessup = FIRST_STORES.find((store) => store.slug === 'jessup-distributor-1')!;

describe("a store page's special hours", () => {
  it.each([
    ['en', 'a store', everyStore, 'Thursday, Nov 26', '9:00 AM – 6:00 PM', 'Thanksgiving Day: shorter hours'],
    ['ko', 'a store', everyStore, '11월 26일 목요일', '오전 9:00 – 오후 6:00', '추수감사절 단축 영업'],
    ['en', 'a distributor site', distributorClosed(jessup.slug), 'Thursday, Nov 26', 'Closed', 'The distribution center is closed'],
    ['ko', 'a distributor site', distributorClosed(jessup.slug), '11월 26일 목요일', '영업 종료', '물류센터 휴무'],
  ] as const)('in %s, of %s, lists the day with its hours and its note', async (locale, _who, special, day, hours, note) => {
    render(await SpecialHoursList({ specials: [special], today: '2026-11-23', locale }));
    const [item] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(item).toHaveTextContent(day);
    expect(within(item!).getByText(hours, { selector: 'strong' })).toBeInTheDocument();
    expect(item).toHaveTextContent(note);
    // Not today (the Monday before): no "today" mark.
    expect(item).not.toHaveAttribute('aria-current');
  });
});

describe('"open now" on Thanksgiving, in the locator and on the store page', () => {
  const search = (stores: ReturnType<typeof toLocatorStore>[]) =>
    ({ listed: stores.map((store) => ({ store })), selected: null, setSelected: jest.fn(), searched: false }) as unknown as StoreSearch;
  const locator = () =>
    renderWithIntl(
      <LocatorTextsProvider texts={messages.en.stores}>
        <StoreResults
          search={search([
            toLocatorStore(catonsville, 'en', 'Maryland', THANKSGIVING, [everyStore, distributorClosed(jessup.slug)]),
            toLocatorStore(jessup, 'en', 'Maryland', THANKSGIVING, [everyStore, distributorClosed(jessup.slug)]),
          ])}
          titleRef={{ current: null }}
        />
      </LocatorTextsProvider>,
      'en',
    );
  const item = (name: RegExp) => screen.getAllByRole('listitem').find((candidate) => within(candidate).queryByRole('button', { name }))!;
  const at = (time: string) => jest.useFakeTimers({ now: storeTimeToDate(`${THANKSGIVING}T${time}`)! });

  afterEach(() => jest.useRealTimers());

  it('at 5 pm a store is open until six (not ten) and the distributor site closed all day', () => {
    at('17:00');
    locator();
    expect(item(/^Catonsville/)).toHaveTextContent('Today 9:00 AM – 6:00 PM (Thanksgiving Day: shorter hours)');
    expect(item(/^Catonsville/)).toHaveTextContent('Open now · closes 6:00 PM');
    expect(item(/Jessup/)).toHaveTextContent('Closed today (The distribution center is closed)');
  });

  it.each([
    ['17:00', 'Open now · closes 6:00 PM'],
    ['18:30', 'Closed · opens Friday 9:00 AM'],
  ])("at %s the store page says so too, from the store's own days, with no message provider around it", (time, text) => {
    at(time);
    // As the store page renders it: its labels from the server, its language from the address (this setup's is English).
    const stores = messages.en.stores;
    render(<OpenStatus week={catonsville.week} specials={[everyStore]} labels={openStatusLabels(stores)} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("at 6:30 pm it is closed until Friday's usual opening", () => {
    at('18:30');
    locator();
    expect(item(/^Catonsville/)).toHaveTextContent('Closed · opens Friday 9:00 AM');
    expect(item(/^Catonsville/)).not.toHaveTextContent('Open now');
  });
});
