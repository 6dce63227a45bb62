import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

/** "Page not found", with ways on: what `(site)/not-found.tsx` shows when a page calls notFound() (Next answers 404). */
export async function NotFoundContent() {
  const t = await getTranslations('notFound');
  return (
    <div className="page-narrow status-page">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('body')}</p>
      <div className="actions">
        <Link href="/" className="button">
          {t('home')}
        </Link>
        <Link href="/location" className="button button-outline">
          {t('location')}
        </Link>
      </div>
    </div>
  );
}
