import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StoreLocator } from '@/components/stores/store-locator';
import { LocatorTextsProvider } from '@/components/stores/locator-texts';
import { toLocatorStore } from '@/components/stores/locator-stores';
import { FIRST_STORES } from '@/lib/content/stores';
import { messages, renderWithIntl } from '../helpers/render-with-intl';

// The offline map's projection is an ES module this jest setup does not compile; the list does not need it.
jest.mock('@/lib/stores/map-projection', () => ({ mapPosition: () => null }));

const fetchMock = jest.fn();
const json = (status: number, body: unknown) => ({ ok: status < 400, status, headers: { get: () => 'application/json' }, text: async () => JSON.stringify(body) });

beforeAll(() => {
  Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
  Element.prototype.scrollIntoView = jest.fn();
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: () => ({ matches: false }) });
});
afterAll(() => {
  delete (window as { fetch?: unknown }).fetch;
});

describe('a ZIP search that finds no store', () => {
  it.each(['ko', 'en'] as const)('%s: says so under the results heading the visitor is taken to, and the store selected before is let go', async (locale) => {
    const t = messages[locale].stores;
    const states = messages[locale].stores.states;
    renderWithIntl(
      <LocatorTextsProvider texts={t}>
        <StoreLocator
          stores={FIRST_STORES.map((store) => toLocatorStore(store, locale, states[store.state as keyof typeof states], '2026-03-02', []))}
          states={(['MD', 'VA', 'NJ', 'FL'] as const).map((code) => ({ code, name: states[code] }))}
          cities={[]}
        />
      </LocatorTextsProvider>,
      locale,
    );
    const zip = screen.getByRole('textbox', { name: t.zipLabel });
    const search = within(document.getElementById('store-search-zip-panel')!).getByRole('button', { name: t.search });
    const results = () => document.querySelector<HTMLElement>('section[aria-labelledby="store-results"]')!;

    fetchMock.mockResolvedValueOnce(json(200, { results: [{ slug: 'ellicott-city-md', miles: 0.4 }] }));
    fireEvent.change(zip, { target: { value: '21043' } });
    await act(async () => fireEvent.click(search));
    await waitFor(() => expect(within(results()).getAllByRole('listitem')).toHaveLength(1));
    expect(results().querySelector('li[data-selected="true"]')).not.toBeNull();

    const unknown = messages[locale].api.zipUnknown.replace('{zip}', '99999');
    fetchMock.mockResolvedValueOnce(json(404, { zip: [unknown], detail: unknown }));
    fireEvent.change(zip, { target: { value: '99999' } });
    await act(async () => fireEvent.click(search));
    await waitFor(() => expect(within(results()).queryAllByRole('listitem')).toHaveLength(0));
    expect(within(results()).getByText(unknown)).toBeInTheDocument();
    expect(document.querySelector('[data-selected="true"]')).toBeNull();
    // No card of the store selected before stays under the map.
    expect(screen.queryByRole('link', { name: new RegExp(`^${t.viewMore}$`) })).toBeNull();
  });
});
