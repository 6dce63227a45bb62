'use client';

import { useEffect } from 'react';
import { useRouter } from '@/lib/i18n/client-navigation';

/** Says what went wrong in an alert, then replaces the address with `to`. */
export function AccessErrorRedirect({ message, to }: { message: string; to: string }) {
  const router = useRouter();
  useEffect(() => {
    window.alert(message);
    router.replace(to);
  }, [message, to, router]);
  return <p className="page-narrow" role="alert">{message}</p>;
}
