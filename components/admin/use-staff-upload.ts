'use client';

import { useState } from 'react';
import { useLocale } from 'next-intl';
import { HttpError, visitorMessage } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import type { UploadPurpose } from '@/lib/admin/upload-purposes';

export interface UploadWords {
  uploading: string;
  uploadFailed: string;
  signedOut: string;
}

/**
 * Sends one staff file (after the caller's own check) and says how it went: while it goes, the
 * server's refusal in the admin's language, or sign in again. Resolves to the stored file, or null.
 */
export function useStaffUpload(purpose: UploadPurpose, words: UploadWords) {
  const locale = useLocale();
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
