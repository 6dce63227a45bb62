import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LocatorTextsProvider, resultsKey, useLocatorTexts } from '@/components/stores/locator-texts';
import { messages } from '../helpers/render-with-intl';
import { localeMock } from '../helpers/navigation-mock';

describe('resultsKey', () => {
  it.each([
    [1, 'en', 'resultsOne'],
    [0, 'en', 'resultsOther'],
    [2, 'en', 'resultsOther'],
    [21, 'en', 'resultsOther'],
    [1, 'ko', 'resultsOther'],
    [3, 'ko', 'resultsOther'],
  ] as const)('%i in %s: %s', (count, locale, key) => {
    expect(resultsKey(count, locale)).toBe(key);
  });
});

describe('useLocatorTexts', () => {
  const inLocale = (locale: 'ko' | 'en') =>
    function Wrapper({ children }: { children: ReactNode }) {
      return <LocatorTextsProvider texts={messages[locale].stores}>{children}</LocatorTextsProvider>;
    };

  it.each([
    ['en', 'resultsOne', { count: 1 }, '1 location'],
    ['en', 'resultsOther', { count: 17 }, '17 locations'],
    ['ko', 'resultsOther', { count: 17 }, '17개 매장'],
    ['en', 'nearestHere', { title: 'Sterling', miles: 2.4 }, 'The nearest store is Sterling, 2.4 mi away.'],
    ['ko', 'milesAway', { miles: 2.4 }, messages.ko.stores.milesAway.replace('{miles}', '2.4')],
    ['en', 'clear', {}, 'Clear'],
    // Written as next-intl wrote numbers: a visitor a country away is thousands of miles off.
    ['en', 'milesAway', { miles: 2345.6 }, '2,345.6 mi away'],
  ] as const)('(%s) fills %s', (locale, key, values, expected) => {
    localeMock.current = locale;
    const { result } = renderHook(() => useLocatorTexts(), { wrapper: inLocale(locale) });
    expect(result.current(key, values)).toBe(expected);
    expect(result.current.texts).toBe(messages[locale].stores);
    expect(result.current.locale).toBe(locale);
  });

  it('says what is missing outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useLocatorTexts())).toThrow('LocatorTextsProvider');
  });
});
