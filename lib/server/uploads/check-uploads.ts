import 'server-only';
import type { AppLocale } from '@/lib/i18n/routing';
import { fieldError } from '@/lib/server/http';
import { fileListErrors } from '@/lib/validation/file-rules';
import { MAX_FILE_BYTES } from '@/lib/validation/limits';
import { contentMatchesExtension, mimeTypeFor } from './signatures';

/** An upload that passed every check, read into memory, ready to be stored. */
export interface CheckedUpload {
  name: string;
  size: number;
  mimeType: string;
  bytes: Uint8Array;
}

/** A file name safe to keep and to send back in Content-Disposition. */
export function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  return base.replace(/[\u0000-\u001f\u007f"]/g, '').slice(-200) || 'file';
}

/**
 * The spec's file rules (count, size, extension) and the content check, before anything is
 * written. Refusals are 400 `{files: [message]}` (413 for size) in the visitor's language.
 */
export async function checkUploads(files: File[], locale: AppLocale): Promise<CheckedUpload[]> {
  const problem = fileListErrors(files);
  if (problem) throw fieldError('files', problem, locale, problem === 'fileTooLarge' ? 413 : 400);
  const checked: CheckedUpload[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.length > MAX_FILE_BYTES) throw fieldError('files', 'fileTooLarge', locale, 413);
    if (!contentMatchesExtension(file.name, bytes)) throw fieldError('files', 'fileContentMismatch', locale);
    const name = cleanName(file.name);
    checked.push({ name, size: bytes.length, mimeType: mimeTypeFor(name), bytes });
  }
  return checked;
}
