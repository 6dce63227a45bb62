import { hasAllowedExtension, MAX_FILE_BYTES, MAX_FILES } from './limits';

// No yup here: the file picker checks a choice at once with these rules, and its page loads yup
// only once the form has run (components/forms/form-schemas.ts).

/** What both a browser File and a parsed upload offer. */
export interface FileLike {
  name: string;
  size: number;
}

/**
 * The spec's file rules, in the spec's order: at most 3, each at most 10 MB, allowed
 * extensions only. Messages are keys of the `validation` messages.
 */
export function fileListErrors(files: readonly FileLike[]): string | null {
  if (files.length > MAX_FILES) return 'filesTooMany';
  if (files.some((file) => file.size > MAX_FILE_BYTES)) return 'fileTooLarge';
  if (files.some((file) => !hasAllowedExtension(file.name))) return 'fileBadExtension';
  return null;
}
