import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { getPathname } from '@/lib/i18n/navigation';
import { isAppLocale } from '@/lib/i18n/routing';
import { PREVIEW_COOKIE } from '@/lib/server/preview';

/** Ends a preview: back to the public site (`?locale=`), as visitors see it. */
export async function GET(request: Request) {
  const rawLocale = new URL(request.url).searchParams.get('locale');
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_COOKIE);
  redirect(getPathname({ href: '/', locale: isAppLocale(rawLocale) ? rawLocale : 'ko' }));
}
