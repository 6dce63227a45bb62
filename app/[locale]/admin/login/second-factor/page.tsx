import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { redirect } from '@/lib/i18n/navigation';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { safeNext } from '@/lib/server/admin/guard';
import { ADMIN_COOKIE, pendingSignIn } from '@/lib/server/services/staff-auth';
import { SecondFactorForm } from '@/components/admin/second-factor-form';
import { verifySecondFactorAction } from '../../second-factor-actions';
import { signOutAction } from '../../actions';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/login/second-factor'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.secondFactor' });
  return { title: t('verifyTitle') };
}

/** The sign-in's second step, for an account with two-factor sign-in: a code from the app, or a recovery code. */
export default async function SecondFactorPage({ params, searchParams }: PageProps<'/[locale]/admin/login/second-factor'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const next = safeNext(firstValue((await searchParams) as SearchParams, 'next'));
  const signingIn = await pendingSignIn((await cookies()).get(ADMIN_COOKIE)?.value);
  if (!signingIn) redirect({ href: `/admin/login?next=${encodeURIComponent(next)}`, locale });
  if (signingIn?.pending === 'enrol') redirect({ href: `/admin/login/enrol?next=${encodeURIComponent(next)}`, locale });
  const t = await getTranslations('admin.secondFactor');
  return (
    <main id="main" className={styles.login}>
      <div className={styles.loginCard}>
        <h1 className="page-title">{t('verifyTitle')}</h1>
        <p className="page-lead">{t('verifyLead', { email: signingIn!.staff.email })}</p>
        <SecondFactorForm action={verifySecondFactorAction.bind(null, locale)} next={next} labels={{ code: t('code'), hint: t('codeHint'), submit: t('verify') }} />
        <form action={signOutAction.bind(null, locale)} className={styles.otherAccount}>
          <button type="submit" className="button button-outline">
            {t('anotherAccount')}
          </button>
        </form>
      </div>
    </main>
  );
}
