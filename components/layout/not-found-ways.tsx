'use client';

import { Link, usePathname } from '@/lib/i18n/client-navigation';
import { missingPostBoard, type BoardWithPosts } from '@/lib/board/missing-post-board';

export type NotFoundTexts = {
  body: string;
  home: string;
  location: string;
  boards: Record<BoardWithPosts, { gone: string; list: string }>;
};

/** What a not-found page says and offers: for a missing post, that it is gone and its board's list first. */
export function NotFoundWays({ texts }: { texts: NotFoundTexts }) {
  const board = missingPostBoard(usePathname());
  return (
    <>
      <p className="page-lead">{board ? texts.boards[board].gone : texts.body}</p>
      <div className="actions">
        {board && (
          <Link href={`/${board}`} className="button">
            {texts.boards[board].list}
          </Link>
        )}
        <Link href="/" className={board ? 'button button-outline' : 'button'}>
          {texts.home}
        </Link>
        <Link href="/location" className="button button-outline">
          {texts.location}
        </Link>
      </div>
    </>
  );
}
