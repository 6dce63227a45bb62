import * as yup from 'yup';
import { hasAllowedExtension, MAX_FILE_BYTES, MAX_FILES } from './limits';

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

export function filesSchema({ required }: { required: boolean }) {
  const base = yup
    .array<FileLike>()
    .default([])
    .test('file-rules', 'fileBadExtension', function check(value) {
      const problem = fileListErrors(value ?? []);
      return problem ? this.createError({ message: problem }) : true;
    });
  return required ? base.min(1, 'filesRequired') : base;
}
