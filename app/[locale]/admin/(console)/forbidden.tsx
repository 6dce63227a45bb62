import { getTranslations } from 'next-intl/server';

/** A section the account may not use (staffForPage calls forbidden()): said plainly, with Next's 403. */
export default async function Forbidden() {
  const t = await getTranslations('admin');
  return (
    <div>
      <h1 className="page-title">{t('forbiddenTitle')}</h1>
      <p className="page-lead">{t('forbiddenBody')}</p>
    </div>
  );
}
