import { getTranslations } from 'next-intl/server';
import { formKitLabels } from '../forms/form-labels';
import type { OwnRecordsLabels } from './own-records';

/** The lookup's words for My Q&A or My Applications, in the request's language (server side). */
export async function ownRecordsLabels(namespace: 'myQna' | 'careerMy'): Promise<OwnRecordsLabels> {
  const t = await getTranslations(namespace);
  const tf = await getTranslations('forms');
  const tc = await getTranslations('common');
  return {
    email: tf('email'),
    password: tf('password'),
    confirm: t('confirm'),
    empty: t('empty'),
    emptyHint: t('emptyHint'),
    listTitle: t('listTitle'),
    loadError: t('loadError'),
    loading: tc('loading'),
    lookupAgain: t('lookupAgain'),
    download: t('download'),
    downloadHint: t('downloadHint'),
    change: t('change'),
    changeConfirm: t('changeConfirm'),
    changeDone: t('changeDone'),
    changeFailed: t('changeFailed'),
    scriptNeeded: tf('scriptNeeded'),
    messages: (await formKitLabels()).messages,
  };
}
