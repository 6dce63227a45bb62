import { render, screen } from '@testing-library/react';
import StoreDetailWithoutStore, { metadata } from '@/app/[locale]/(site)/location-detail/page';
import { routerSpy } from '../helpers/navigation-mock';

/*
 * /location-detail with no store named (spec): an alert in the page's language, then the store
 * list in its place. An unknown store's 404 is tests/e2e/routing.spec.ts.
 */

const request = { locale: 'ko' as 'ko' | 'en' };
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual('next-intl');
  const catalogues = { ko: jest.requireActual('@/messages/ko.json'), en: jest.requireActual('@/messages/en.json') };
  return {
    getTranslations: async (namespace: string) => createTranslator({ locale: request.locale, messages: catalogues[request.locale], namespace }),
    setRequestLocale: () => undefined,
  };
});

let alert: jest.SpyInstance;
beforeEach(() => {
  routerSpy.replace.mockReset();
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alert.mockRestore());

describe('/location-detail without a store', () => {
  it.each([
    ['ko', '잘못된 접근입니다. 다시 시도해 주세요.'],
    ['en', 'access error, try again'],
  ] as const)('%s: alerts "%s", then replaces the address with the store list', async (locale, said) => {
    request.locale = locale;
    render(await StoreDetailWithoutStore({ params: Promise.resolve({ locale }) } as never));
    expect(alert).toHaveBeenCalledWith(said);
    expect(routerSpy.replace).toHaveBeenCalledWith('/location');
    expect(screen.getByRole('alert')).toHaveTextContent(said);
  });

  it('is never indexed', () => {
    expect(metadata.robots).toEqual({ index: false });
  });
});
