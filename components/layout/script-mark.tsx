import { SCRIPT_MARK_SCRIPT } from '@/lib/inline-scripts.mjs';

/** Inline and first in <body>, so it runs before anything is painted (lib/inline-scripts.mjs says why). */
export function ScriptMark() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT_MARK_SCRIPT }} />;
}
