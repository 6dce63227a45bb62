import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { redirect } from '@/lib/i18n/navigation';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { currentStaff, safeNext } from '@/lib/server/admin/guard';
import { ADMIN_COOKIE, pendingSignIn } from '@/lib/server/services/staff-auth';
import { startEnrolment } from '@/lib/server/services/second-factor';
import { EnrolForm } from '@/components/admin/enrol-form';
import { confirmEnrolmentAction } from '../../second-factor-actions';
import { signOutAction } from '../../actions';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/login/enrol'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.secondFactor' });
  return { title: t('enrolTitle') };
}

/**
 * Setting up two-factor sign-in: an admin's sign-in must (it opens nothing else until done);
 * any staff member may from their account page. Scan the QR code or type the key, then confirm
 * with the first code; the answer is the recovery codes.
 */
export default async function EnrolPage({ params, searchParams }: PageProps<'/[locale]/admin/login/enrol'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const next = safeNext(firstValue((await searchParams) as SearchParams, 'next'));
  const signingIn = await pendingSignIn((await cookies()).get(ADMIN_COOKIE)?.value);
  if (signingIn?.pending === 'second-factor') redirect({ href: `/admin/login/second-factor?next=${encodeURIComponent(next)}`, locale });
  const staff = signingIn?.staff ?? (await currentStaff());
  if (!staff) redirect({ href: `/admin/login?next=${encodeURIComponent(next)}`, locale });
  const t = await getTranslations('admin.secondFactor');
  const enrolment = await startEnrolment(staff!.id);
  // The QR code and key: gone once enrolment is confirmed (the form shows the recovery codes instead).
  const setup = enrolment ? (
    <ol className={styles.steps}>
      <li>{t('enrolStep1')}</li>
      <li>
        {t('enrolStep2')}
        {/* eslint-disable-next-line @next/next/no-img-element -- a data: SVG made here, nothing to optimise */}
        <img className={styles.qr} src={`data:image/svg+xml;base64,${Buffer.from(enrolment.qrSvg).toString('base64')}`} alt={t('qrAlt')} width={200} height={200} />
        <span className={styles.hint}>{t('keyLabel')}</span> <code className={styles.key} translate="no">{enrolment.key}</code>
      </li>
      <li>{t('enrolStep3')}</li>
    </ol>
  ) : null;
  return (
    <main id="main" className={styles.login}>
      <div className={styles.loginCard}>
        <h1 className="page-title">{t('enrolTitle')}</h1>
        <p className="page-lead">{signingIn ? t('enrolRequired') : t('enrolLead')}</p>
        <EnrolForm
          action={confirmEnrolmentAction.bind(null, locale)}
          next={next}
          enrolled={enrolment ? undefined : t('alreadyEnrolled')}
          setup={setup}
          labels={{ code: t('firstCode'), hint: t('firstCodeHint'), submit: t('confirm'), codesTitle: t('codesTitle'), codesKeep: t('codesKeep'), continue: t('continue') }}
        />
        {signingIn ? (
          <form action={signOutAction.bind(null, locale)} className={styles.otherAccount}>
            <button type="submit" className="button button-outline">
              {t('anotherAccount')}
            </button>
          </form>
        ) : null}
      </div>
    </main>
  );
}
