import type { AnchorHTMLAttributes, ReactNode } from 'react';

interface ExternalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Read to screen-reader users after the link text: "(opens in a new tab)". */
  newTabLabel: string;
  children: ReactNode;
}

/** A link that leaves the site in a new tab, safely and saying so. */
export function ExternalLink({ newTabLabel, children, ...rest }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> {newTabLabel}</span>
    </a>
  );
}
