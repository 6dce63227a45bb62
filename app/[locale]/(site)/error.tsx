'use client';

import { useEffect } from 'react';
import { Link } from '@/lib/i18n/client-navigation';
import { useErrorTexts } from '@/components/layout/error-texts';

export default function LocaleError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useErrorTexts();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="page-narrow status-page" role="alert">
      <h1 className="page-title">{t.title}</h1>
      <p className="page-lead">{t.body}</p>
      <div className="actions">
        {/* retry, not reset: fetches the page from the server again, as a server error may have passed. */}
        <button type="button" className="button" onClick={retry}>
          {t.retry}
        </button>
        <Link href="/" className="button button-outline">
          {t.home}
        </Link>
      </div>
    </div>
  );
}
