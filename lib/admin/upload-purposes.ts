import type { Permission } from './permissions';
import { EDITOR_IMAGE_EXTENSIONS, EDITOR_IMAGE_MAX_BYTES } from '@/lib/editor/editor-rules';
import { ALLOWED_FILE_EXTENSIONS, MAX_FILE_BYTES, fileExtension } from '@/lib/validation/limits';

/**
 * What staff may upload, one rule per purpose (issue 16): which files, how large, and who. Every
 * file is checked again by content on the server; the form checks first so nobody waits for a
 * refusal.
 */
export const UPLOAD_PURPOSES = ['editor-image', 'flyer', 'item-picture', 'thumbnail', 'slide-image', 'slide-video', 'attachment', 'store-photo'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export interface UploadRule {
  extensions: readonly string[];
  maxBytes: number;
  /** Any one of these lets a staff member upload for this purpose. */
  permissions: readonly Permission[];
}

const MB = 1024 * 1024;
const IMAGES = ['jpg', 'jpeg', 'png', 'webp'];

export const UPLOAD_RULES: Record<UploadPurpose, UploadRule> = {
  'editor-image': { extensions: EDITOR_IMAGE_EXTENSIONS, maxBytes: EDITOR_IMAGE_MAX_BYTES, permissions: ['postings:manage', 'deals:manage', 'announcements:manage'] },
  flyer: { extensions: IMAGES, maxBytes: MAX_FILE_BYTES, permissions: ['sales:manage'] },
  // A flyer item's own picture, sent with its form to a server action (next.config.ts's body limit).
  'item-picture': { extensions: IMAGES, maxBytes: 5 * MB, permissions: ['sales:manage'] },
  thumbnail: { extensions: IMAGES, maxBytes: 5 * MB, permissions: ['deals:manage'] },
  'slide-image': { extensions: IMAGES, maxBytes: MAX_FILE_BYTES, permissions: ['slides:manage'] },
  'slide-video': { extensions: ['mp4', 'webm'], maxBytes: 50 * MB, permissions: ['slides:manage'] },
  attachment: { extensions: ALLOWED_FILE_EXTENSIONS, maxBytes: MAX_FILE_BYTES, permissions: ['deals:manage', 'announcements:manage'] },
  'store-photo': { extensions: IMAGES, maxBytes: 5 * MB, permissions: ['stores:manage'] },
};

/** The largest upload any purpose takes (the body limit of the upload handler). */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

export const isUploadPurpose = (value: unknown): value is UploadPurpose => typeof value === 'string' && (UPLOAD_PURPOSES as readonly string[]).includes(value);

export type UploadProblem = 'uploadType' | 'uploadSize' | 'uploadEmpty';

/** Why this file may not be uploaded for `purpose`, or null. */
export function uploadProblem(purpose: UploadPurpose, file: { name: string; size: number }): UploadProblem | null {
  const rule = UPLOAD_RULES[purpose];
  if (!rule.extensions.includes(fileExtension(file.name))) return 'uploadType';
  if (file.size === 0) return 'uploadEmpty';
  return file.size > rule.maxBytes ? 'uploadSize' : null;
}

/** "jpg, png" and "5 MB": how a refusal names the rule. */
export function describeRule(purpose: UploadPurpose): { types: string; size: string } {
  const rule = UPLOAD_RULES[purpose];
  return { types: rule.extensions.join(', '), size: `${Math.round(rule.maxBytes / MB)} MB` };
}
