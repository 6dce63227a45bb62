import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import ko from '@/messages/ko.json';
import en from '@/messages/en.json';
import { localeMock } from './navigation-mock';

export const messages = { ko, en } as const;

/** Renders inside the real message catalogue of `locale`, as the app does. */
export function renderWithIntl(ui: ReactElement, locale: 'ko' | 'en' = 'ko') {
  // Client components read the page's language from the route (lib/i18n/client-navigation).
  localeMock.current = locale;
  // A wrapper, so that `rerender` keeps the provider.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="America/New_York">
      {children}
    </NextIntlClientProvider>
  );
  return render(ui, { wrapper });
}
