import { render, screen } from '@testing-library/react';
import { SaleDisclaimer } from '@/components/sale/sale-disclaimer';
import { FIRST_STORES } from '@/lib/content/stores';

/*
 * The weekly sale's small print on a store page's Weekly Sale tab (components/sale/sale-disclaimer.tsx,
 * as app/[locale]/(site)/location-detail/[slug]/page.tsx gives it the store): the same words as
 * /sale, and for a store the ads exclude, a plain note that they do not apply there. The tab itself
 * is tests/e2e/stores.spec.ts.
 */

const request = { locale: 'en' as 'ko' | 'en' };
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual('next-intl');
  const catalogues = { ko: jest.requireActual('@/messages/ko.json'), en: jest.requireActual('@/messages/en.json') };
  return { getTranslations: async (namespace: string) => createTranslator({ locale: request.locale, messages: catalogues[request.locale], namespace }) };
});

/** The tab's small print for a store, in the page's language. */
async function smallPrintOf(slug: string, locale: 'ko' | 'en') {
  request.locale = locale;
  const store = FIRST_STORES.find((each) => each.slug === slug)!;
  return render(<>{await SaleDisclaimer({ location: store.locationCode, store: { slug: store.slug, title: locale === 'en' ? store.titleEng : store.title } })}</>);
}

describe('the weekly sale tab\'s small print', () => {
  it('tells Silver Spring plainly, in Korean, that the weekly ad does not apply there', async () => {
    await smallPrintOf('silver-spring-md', 'ko');
    expect(screen.getByRole('note')).toHaveTextContent(/^실버스프링점에는 주간 광고가 적용되지 않습니다\./);
    expect(screen.getByText(/실버스프링점은 모든 주간 광고에서 제외됩니다\./)).toBeInTheDocument();
  });

  it('tells Herndon the India, Pakistan & Nepal ad does not apply either, beside /sale\'s small print and exclusions', async () => {
    await smallPrintOf('herndon-va', 'en');
    expect(screen.getByRole('note')).toHaveTextContent(/^The weekly ad does not apply at Herndon: .*including the India, Pakistan & Nepal ad/);
    expect(screen.getByText(/^Prices are valid for the dates shown/)).toBeInTheDocument();
    expect(screen.getByText(/Silver Spring is excluded from all weekly ads/)).toBeInTheDocument();
  });

  it('gives a store the ads cover the small print and no note', async () => {
    await smallPrintOf('sterling-va', 'en');
    expect(screen.getByText(/^Prices are valid for the dates shown/)).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('names the excluded stores only in the Maryland and Virginia sales', async () => {
    await smallPrintOf('edison-nj', 'en');
    expect(screen.queryByText(/Silver Spring is excluded/)).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
