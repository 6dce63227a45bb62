import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlyerViewer, type FlyerEdition } from '@/components/sale/flyer-viewer';
import { SaleWeekItemsProvider, type SaleWeekItems } from '@/components/sale/sale-week-items';
import { messages, renderWithIntl } from '../helpers/render-with-intl';

const t = messages.en.sale;
const labels = { tabs: t.tabsLabel, noImage: t.noImage, zoom: t.zoom, print: t.print, printTitle: t.printTitle, viewer: t.viewer };
const editions: FlyerEdition[] = [
  { tab: 1, label: 'Korean/English', url: '/api/files/1/ko.webp', image: { src: '/api/files/1/ko.webp', srcSet: '/api/files/1/ko.webp 1x', width: 1080, height: 1528 }, alt: 'Korean flyer' },
  { tab: 2, label: 'Chinese', url: null, image: null, alt: 'Chinese flyer' },
  { tab: 4, label: 'Indian', url: '/api/files/4/in.webp', image: { src: '/api/files/4/in.webp', srcSet: '/api/files/4/in.webp 1x', width: 1080, height: 1528 }, alt: 'Indian flyer' },
];

describe('FlyerViewer', () => {
  beforeEach(() => window.history.replaceState(null, '', '/en/sale?location=4'));

  it('opens on the tab from the address, and shows the flyer as the page\'s main picture', () => {
    window.history.replaceState(null, '', '/en/sale?location=4&lang=4');
    renderWithIntl(<FlyerViewer editions={editions} initialTab={1} tabParam="lang" labels={labels} main />);
    expect(screen.getByRole('tab', { name: 'Indian' })).toHaveAttribute('aria-selected', 'true');
    const image = screen.getByRole('img', { name: 'Indian flyer' });
    expect(image).not.toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Korean/English', 'Chinese', 'Indian']);
  });

  it('in a store page\'s tab, is a picture like any other, fetched when in view', () => {
    renderWithIntl(<FlyerViewer editions={editions} initialTab={1} labels={labels} />);
    const image = screen.getByRole('img', { name: 'Korean flyer' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('falls back to the first tab when the asked one is not published', () => {
    renderWithIntl(<FlyerViewer editions={editions} initialTab={3} labels={labels} />);
    expect(screen.getByRole('tab', { name: 'Korean/English' })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches tabs by click and arrow keys, keeping ?lang= in the address', async () => {
    const user = userEvent.setup();
    renderWithIntl(<FlyerViewer editions={editions} initialTab={1} tabParam="lang" labels={labels} />);
    await user.click(screen.getByRole('tab', { name: 'Chinese' }));
    expect(window.location.search).toBe('?location=4&lang=2');
    expect(screen.getByText('No image available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Indian' })).toHaveFocus();
    expect(window.location.search).toBe('?location=4&lang=4');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Korean/English' })).toHaveAttribute('aria-selected', 'true');
  });

  it('follows the address when it changes under it (Back and Forward)', () => {
    renderWithIntl(<FlyerViewer editions={editions} initialTab={1} tabParam="lang" labels={labels} />);
    act(() => {
      window.history.pushState(null, '', '/en/sale?location=4&lang=4');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('tab', { name: 'Indian' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the tab to itself without a tab parameter (a store page)', async () => {
    const user = userEvent.setup();
    renderWithIntl(<FlyerViewer editions={editions} initialTab={1} labels={labels} />);
    await user.click(screen.getByRole('tab', { name: 'Indian' }));
    expect(screen.getByRole('tab', { name: 'Indian' })).toHaveAttribute('aria-selected', 'true');
    expect(window.location.search).toBe('?location=4');
  });

  it('prints the original flyer under the title "Weekly Sale Print", then restores the title', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    document.title = 'Weekly Sale | Lotte Plaza Market';
    renderWithIntl(<FlyerViewer editions={editions} initialTab={1} labels={labels} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    const printImage = document.getElementById('flyer-print-image') as HTMLImageElement;
    expect(printImage).toHaveAttribute('src', '/api/files/1/ko.webp');
    printImage.dispatchEvent(new Event('load'));
    expect(print).toHaveBeenCalled();
    expect(document.title).toBe('Weekly Sale Print');
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(document.title).toBe('Weekly Sale | Lotte Plaza Market');
    print.mockRestore();
  });

  describe('with the week\'s items', () => {
    const withItems: FlyerEdition[] = editions.map((edition) => ({
      ...edition,
      items: {
        spotsLabel: 'Items on the flyer',
        link: 'The 2 items as text',
        spots: edition.tab === 1 ? [{ id: 12, label: 'Napa cabbage, $0.69/lb', spot: { x: 0.1, y: 0.25, w: 0.3, h: 0.125 } }] : [],
      },
    }));

    beforeAll(() => {
      // jsdom has no modal dialogs: enough of one for the viewer (its close event included).
      HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      };
      HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
        this.removeAttribute('open');
        this.dispatchEvent(new Event('close'));
      };
    });

    const week: SaleWeekItems = {
      departments: [{ department: 'produce', heading: 'Produce', items: [{ id: 12, name: '배추', name_eng: 'Napa cabbage', name_own: '', own_lang: '', price: '$0.69/lb', unit: '', regular_price: '', editions: ['korean'] }] }],
      locale: 'en',
      region: { slug: 'maryland', label: 'Maryland' },
      saleEnd: '2026-12-02',
      labels: { regularPrice: t.items.regularPrice, addToList: t.items.addToList, closeItem: t.items.closeItem, showInList: t.items.showInList },
      listing: { name: 'Maryland Weekly Sale', url: 'https://example.com/en/sale/maryland', siteUrl: 'https://example.com', flyers: { korean: '/api/files/1/korean.webp' } },
    };
    const renderWithEntry = () =>
      renderWithIntl(
        <SaleWeekItemsProvider value={week}>
          <FlyerViewer editions={withItems} initialTab={1} labels={labels} />
          <ul>
            <li id="sale-item-12" tabIndex={-1}>
              Napa cabbage
            </li>
          </ul>
        </SaleWeekItemsProvider>,
      );
    const pageSpot = () => within(screen.getAllByRole('group', { name: 'Items on the flyer' })[0]!).getByRole('link', { name: 'Napa cabbage, $0.69/lb' });

    it('lays each placed item over the picture as a link to its entry, sized in fractions of the picture', () => {
      renderWithEntry();
      const spots = screen.getByRole('group', { name: 'Items on the flyer' });
      const spot = within(spots).getByRole('link', { name: 'Napa cabbage, $0.69/lb' });
      expect(spot).toHaveAttribute('href', '#sale-item-12');
      expect(spot).toHaveStyle({ left: '10%', top: '25%', width: '30%', height: '12.5%' });
      expect(screen.getByRole('link', { name: 'The 2 items as text' })).toHaveAttribute('href', '#sale-items');
    });

    it('an edition without placed items has no spots, but still the link to the list', async () => {
      renderWithEntry();
      await userEvent.setup().click(screen.getByRole('tab', { name: 'Indian' }));
      expect(screen.queryByRole('group', { name: 'Items on the flyer' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'The 2 items as text' })).toBeInTheDocument();
    });

    it('in the zoom viewer, a spot shows its item there; "See it in the list" closes the viewer and brings the entry into view and focus', async () => {
      const user = userEvent.setup();
      window.location.hash = '';
      renderWithEntry();
      await user.click(screen.getByRole('button', { name: 'Enlarge the flyer: Korean flyer' }));
      const dialog = screen.getByRole('dialog', { name: 'Flyer' });
      await user.click(within(dialog).getByRole('link', { name: 'Napa cabbage, $0.69/lb' }));
      expect(dialog).toHaveAttribute('open');
      const card = within(dialog).getByRole('region', { name: 'Napa cabbage' });
      await user.click(within(card).getByRole('button', { name: 'See it in the list' }));
      expect(dialog).not.toHaveAttribute('open');
      expect(window.location.hash).toBe('#sale-item-12');
      expect(document.getElementById('sale-item-12')).toHaveFocus();
    });

    it('a tap or click on a spot over the page\'s flyer opens the viewer on its item, where a keyboard\'s Enter follows the link to the entry', async () => {
      const user = userEvent.setup();
      window.location.hash = '';
      renderWithEntry();
      pageSpot().focus();
      await user.keyboard('{Enter}');
      expect(window.location.hash).toBe('#sale-item-12');
      expect(screen.queryByRole('dialog', { name: 'Flyer' })).not.toBeInTheDocument();

      window.location.hash = '';
      await user.click(pageSpot());
      expect(window.location.hash).toBe('');
      const dialog = screen.getByRole('dialog', { name: 'Flyer' });
      expect(dialog).toHaveAttribute('open');
      expect(within(dialog).getByRole('region', { name: 'Napa cabbage' })).toBeInTheDocument();
    });
  });
});
