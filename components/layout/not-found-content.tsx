import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ContextLink } from '@/components/board/context-link';
import type { ContextTarget } from '@/lib/routing/list-context';

type ListName = Extract<ContextTarget, { list: unknown }>['list'];

/**
 * "Page not found", with ways on. `data-http-status="404"` tells server/html-policy.mjs to answer
 * with status 404: pages render this instead of calling notFound(), whose answer Next sends as an
 * empty document that only script fills in (Next.js issue 62228). A missing post (`list`) leads
 * first back to its list, with the filters it was opened from.
 */
export async function NotFoundContent({ list }: { list?: ListName } = {}) {
  const t = await getTranslations('notFound');
  return (
    <div className="page-narrow status-page" data-http-status="404">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('body')}</p>
      <div className="actions">
        {list ? (
          <ContextLink to={{ list }} className="button">
            {t(`list.${list}`)}
          </ContextLink>
        ) : null}
        <Link href="/" className={list ? 'button button-outline' : 'button'}>
          {t('home')}
        </Link>
        <Link href="/location" className="button button-outline">
          {t('location')}
        </Link>
      </div>
    </div>
  );
}
