import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/** The HTML of a server component tree with async components in it, as the server's first render writes it (no React markers). */
export async function serverMarkup(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  const html = await new Response(prelude).text();
  return html.replace(/<!-- -->/g, '');
}
