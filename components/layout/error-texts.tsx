'use client';

import { createContext, useContext, type ReactNode } from 'react';

export interface ErrorTexts {
  title: string;
  body: string;
  retry: string;
  home: string;
}

const Texts = createContext<ErrorTexts | null>(null);

/**
 * The error page's strings, handed down by the layout: an error boundary is a client component
 * that gets no props, and a next-intl provider would ship its message runtime to every page.
 */
export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <Texts.Provider value={texts}>{children}</Texts.Provider>;
}

export function useErrorTexts(): ErrorTexts {
  const texts = useContext(Texts);
  if (!texts) throw new Error('useErrorTexts outside ErrorTextsProvider');
  return texts;
}
