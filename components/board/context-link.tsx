'use client';

import { Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'next/navigation';
import { Link } from '@/lib/i18n/client-navigation';
import { contextHref, type ContextTarget } from '@/lib/board/list-context';
import { searchParamsOf } from '@/lib/search-params';

interface ContextLinkProps {
  to: ContextTarget;
  className?: string;
  children: ReactNode;
}

function LinkInContext({ to, className, children }: ContextLinkProps) {
  return (
    <Link href={contextHref(to, searchParamsOf(useSearchParams()))} className={className}>
      {children}
    </Link>
  );
}

/**
 * A post's link back to the list it was opened from (lib/board/list-context.ts). A page served
 * from the cache is written for no list in particular: it links to the first list page until
 * the browser reads the address.
 */
export function ContextLink(props: ContextLinkProps) {
  return (
    <Suspense
      fallback={
        <Link href={contextHref(props.to, {})} className={props.className}>
          {props.children}
        </Link>
      }
    >
      <LinkInContext {...props} />
    </Suspense>
  );
}
