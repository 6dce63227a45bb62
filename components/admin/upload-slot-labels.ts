import { getTranslations } from 'next-intl/server';
import type { UploadSlotLabels } from './upload-slot';

/** The words of an upload slot, in the admin's language; refusals as templates the slot fills with its rule. */
export async function uploadSlotLabels(): Promise<UploadSlotLabels> {
  const t = await getTranslations('admin.uploads');
  const api = await getTranslations('api');
  return {
    choose: t('choose'),
    replace: t('replace'),
    remove: t('remove'),
    uploading: t('uploading'),
    uploadType: api.raw('uploadType'),
    uploadSize: api.raw('uploadSize'),
    uploadFailed: t('failed'),
    signedOut: api('staffSignedOut'),
    none: t('none'),
  };
}
