'use client';

import { useState } from 'react';
import { HttpError, visitorMessage } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import type { UploadPurpose } from '@/lib/admin/upload-purposes';
import type { AppLocale } from '@/lib/i18n/routing-locales';

export interface UploadWords {
  uploading: string;
  uploadFailed: string;
  signedOut: string;
}

/**
 * Sends one staff file (after the caller's own check) and says how it went: while it goes, the
 * server's refusal in the admin's language, or sign in again. Resolves to the stored file, or null.
 */
export function useStaffUpload(purpose: UploadPurpose, locale: AppLocale, words: UploadWords) {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  async function upload(file: File): Promise<{ id: number; url: string } | null> {
    setBusy(true);
    setMessage(words.uploading);
    try {
      const stored = await endpoints.stageUpload(purpose, file, locale);
      setMessage('');
      return stored;
    } catch (error) {
      setMessage(error instanceof HttpError && error.status === 401 ? words.signedOut : visitorMessage(error, words.uploadFailed));
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { upload, busy, message, setMessage };
}
