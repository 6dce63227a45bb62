import 'server-only';
import type { AppLocale } from '@/lib/i18n/routing';
import { describeRule, uploadProblem, type UploadProblem, type UploadPurpose } from '@/lib/admin/upload-purposes';
import { ApiError } from '@/lib/server/http';
import { serverTranslator } from '@/lib/server/i18n';
import { cleanName, type CheckedUpload } from './check-uploads';
import { contentMatchesExtension, mimeTypeFor } from './signatures';

/**
 * One staff file for `purpose`: exactly one, of the purpose's types and size, and its content
 * what its extension says. Refusals are 400 (413 for size) in the admin's language.
 */
export async function checkStaffUpload(purpose: UploadPurpose, files: File[], locale: AppLocale): Promise<CheckedUpload> {
  const t = serverTranslator(locale, 'api');
  const refuse = (key: 'uploadOne' | 'uploadContent' | 'editorImageType' | 'editorImageSize' | UploadProblem, status = 400) => new ApiError(status, { file: [t(key, describeRule(purpose))], detail: t(key, describeRule(purpose)) });
  if (files.length !== 1) throw refuse('uploadOne');
  const file = files[0]!;
  const problem = uploadProblem(purpose, file);
  if (problem) throw refuse(purpose === 'editor-image' && problem !== 'uploadEmpty' ? (problem === 'uploadType' ? 'editorImageType' : 'editorImageSize') : problem, problem === 'uploadSize' ? 413 : 400);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!contentMatchesExtension(file.name, bytes)) throw refuse('uploadContent');
  const name = cleanName(file.name);
  return { name, size: bytes.length, mimeType: mimeTypeFor(name), bytes };
}
