import { FONT_LOADING_SCRIPT } from '@/lib/inline-scripts.mjs';

/** Inline and first in <body>, so it runs before anything is painted (lib/inline-scripts.mjs says why). */
export function FontLoadingScript() {
  return <script dangerouslySetInnerHTML={{ __html: FONT_LOADING_SCRIPT }} />;
}
