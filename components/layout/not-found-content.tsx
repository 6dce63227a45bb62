import { getTranslations } from 'next-intl/server';
import type { BoardWithPosts } from '@/lib/board/missing-post-board';
import { NotFoundWays } from './not-found-ways';

/** "Page not found", with ways on: the site's 404 page (app/global-not-found.tsx, and `(site)/not-found.tsx` when a page calls notFound()). */
export async function NotFoundContent() {
  const t = await getTranslations('notFound');
  const board = (name: BoardWithPosts) => ({ gone: t(`gone.${name}`), list: t(`list.${name}`) });
  const boards = { announcement: board('announcement'), event: board('event'), career: board('career'), sale: board('sale') };
  return (
    <div className="page-narrow status-page">
      <h1 className="page-title">{t('title')}</h1>
      <NotFoundWays texts={{ body: t('body'), home: t('home'), location: t('location'), boards }} />
    </div>
  );
}
