import type { ReactNode } from 'react';
import { locales, type AppLocale } from '@/lib/i18n/routing-locales';
import { LocaleLinks } from './locale-links';

interface LocaleSwitchProps {
  label: string;
  /** What each choice does, in its own language; read after the visible KR / EN. */
  names: Record<AppLocale, string>;
}

const SHORT: Record<AppLocale, string> = { ko: 'KR', en: 'EN' };

/** KR / EN: the same page in the other language (locale-links.tsx follows the page). */
export function LocaleSwitch({ label, names }: LocaleSwitchProps) {
  const choices = Object.fromEntries(
    locales.map((code) => [
      code,
      <>
        {SHORT[code]}
        {/* After the visible text, so the spoken name starts with what is shown (speech control). */}
        <span className="visually-hidden"> {names[code]}</span>
      </>,
    ]),
  ) as Record<AppLocale, ReactNode>;
  return <LocaleLinks label={label} choices={choices} />;
}
