import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

/** A board whose post may be missing: its list is the first way on. */
export type BoardWithPosts = 'announcement' | 'event' | 'career';

/**
 * "Page not found", with ways on: what `(site)/not-found.tsx` shows when a page calls notFound()
 * (Next answers 404). A missing post of a board says so and leads back to the board's list.
 */
export async function NotFoundContent({ board }: { board?: BoardWithPosts }) {
  const t = await getTranslations('notFound');
  return (
    <div className="page-narrow status-page">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{board ? t(`gone.${board}`) : t('body')}</p>
      <div className="actions">
        {board && (
          <Link href={`/${board}`} className="button">
            {t(`list.${board}`)}
          </Link>
        )}
        <Link href="/" className={board ? 'button button-outline' : 'button'}>
          {t('home')}
        </Link>
        <Link href="/location" className="button button-outline">
          {t('location')}
        </Link>
      </div>
    </div>
  );
}
