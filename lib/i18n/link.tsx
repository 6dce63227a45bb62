'use client';

import type { ComponentProps } from 'react';
import NextLink from 'next/link';
import type { AppLocale } from './routing-locales';
import { getPathname, type Href } from './localized-path';
import { useAppLocale } from './client-navigation';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: Href; locale?: AppLocale };

/** next/link to a page of the site in the page's language (or `locale`'s). */
export function Link({ href, locale, ...rest }: LinkProps) {
  const current = useAppLocale();
  return <NextLink href={getPathname({ href, locale: locale ?? current })} {...rest} />;
}
