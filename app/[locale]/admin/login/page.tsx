import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { redirect } from '@/lib/i18n/navigation';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { cookies } from 'next/headers';
import { currentStaff, safeNext } from '@/lib/server/admin/guard';
import { ADMIN_COOKIE, pendingSignIn } from '@/lib/server/services/staff-auth';
import { SignInForm } from '@/components/admin/sign-in-form';
import { signInAction } from '../actions';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/login'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.login' });
  return { title: t('title') };
}

export default async function AdminLoginPage({ params, searchParams }: PageProps<'/[locale]/admin/login'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const next = safeNext(firstValue((await searchParams) as SearchParams, 'next'));
  // Already signed in: straight on; half signed in: to the step it owes.
  if (await currentStaff()) redirect({ href: next, locale });
  const signingIn = await pendingSignIn((await cookies()).get(ADMIN_COOKIE)?.value);
  if (signingIn) redirect({ href: `/admin/login/${signingIn.pending}?next=${encodeURIComponent(next)}`, locale });
  const t = await getTranslations('admin.login');
  return (
    <main id="main" className={styles.login}>
      <div className={styles.loginCard}>
        <h1 className="page-title">{t('title')}</h1>
        <p className="page-lead">{t('lead')}</p>
        <SignInForm
          action={signInAction.bind(null, locale)}
          next={next}
          labels={{ email: t('email'), password: t('password'), submit: t('submit'), submitting: t('submitting') }}
        />
      </div>
    </main>
  );
}
