'use client';

import { useEffect } from 'react';
import { Link, useRouter } from '@/lib/i18n/client-navigation';

/**
 * /career-apply without an open posting (spec): alerts the message, then goes back, or to the
 * list when there is nothing to go back to. Without script the message and the link stay.
 */
export function InvalidApply({ message, listLabel }: { message: string; listLabel: string }) {
  const router = useRouter();
  useEffect(() => {
    window.alert(message);
    // Back only to a page of this site: a typed or shared address, or one followed from another
    // site, has nothing of ours before it. The Navigation API sees only this site's entries.
    const navigation = (window as { navigation?: { canGoBack: boolean } }).navigation;
    if (navigation ? navigation.canGoBack : window.history.length > 1) router.back();
    else router.replace('/career');
  }, [message, router]);

  return (
    <div className="notice-box" role="alert">
      <p>{message}</p>
      <p>
        <Link href="/career">{listLabel}</Link>
      </p>
    </div>
  );
}
