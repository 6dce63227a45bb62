import { getTranslations } from 'next-intl/server';

/** A section the account may not use: said plainly, answered with status 403 (server/html-policy.mjs). */
export async function Forbidden() {
  const t = await getTranslations('admin');
  return (
    <div data-http-status="403">
      <h1 className="page-title">{t('forbiddenTitle')}</h1>
      <p className="page-lead">{t('forbiddenBody')}</p>
    </div>
  );
}
