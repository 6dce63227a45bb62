import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import ko from '@/messages/ko.json';
import en from '@/messages/en.json';

export const messages = { ko, en } as const;

/** Renders inside the real message catalogue of `locale`, as the app does. */
export function renderWithIntl(ui: ReactElement, locale: 'ko' | 'en' = 'ko') {
  return render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="America/New_York">
      {ui}
    </NextIntlClientProvider>,
  );
}
