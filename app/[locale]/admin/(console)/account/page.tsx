import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { staffForPage } from '@/lib/server/admin/guard';
import { secondFactorStatus } from '@/lib/server/services/second-factor';
import { NewRecoveryCodes } from '@/components/admin/new-recovery-codes';
import { MailSettingsForm } from '@/components/admin/mail-settings-form';
import { OwnPasswordForm } from '@/components/admin/own-password-form';
import { mailSettingsOf } from '@/lib/server/services/mail-settings';
import { newRecoveryCodesAction } from '../../second-factor-actions';
import { saveMailSettingsAction } from '../../mail-settings-actions';
import { changeOwnPasswordAction } from '../../own-password-actions';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/account'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.account' });
  return { title: t('title') };
}

/** The signed-in staff member's own account: two-factor sign-in, the password, and the mail about new records. */
export default async function AdminAccountPage({ params, searchParams }: PageProps<'/[locale]/admin/account'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const { staff } = await staffForPage(locale, '/admin/account');
  const t = await getTranslations('admin.account');
  const tf = await getTranslations('admin.secondFactor');
  const words = await getTranslations('admin');
  const [status, mail] = await Promise.all([secondFactorStatus(staff.id), mailSettingsOf(staff.id)]);
  const loginHref = getPathname({ href: '/admin/login', locale });
  const recoveryUsed = firstValue((await searchParams) as SearchParams, 'recovery') === 'used' && status.enrolled;
  return (
    <>
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead', { email: staff.email, role: words(`roles.${staff.role}`) })}</p>
      {recoveryUsed ? (
        <p className={styles.done} role="status">
          {t('recoveryUsed', { count: status.recoveryCodesLeft })}
        </p>
      ) : null}
      <section className={styles.card} aria-labelledby="two-factor">
        <h2 id="two-factor">{t('twoFactor')}</h2>
        {status.enrolled ? (
          <>
            <p>{t('enrolledOn', { date: formatDay(storeDayOf(status.enrolledAt!), locale) })}</p>
            <p>{t('codesLeft', { count: status.recoveryCodesLeft })}</p>
            <NewRecoveryCodes
              action={newRecoveryCodesAction.bind(null, locale)}
              labels={{ button: t('newCodes'), confirm: t('newCodesConfirm'), codesTitle: tf('codesTitle'), codesKeep: tf('codesKeep'), signInAgain: words('signInAgain') }}
              loginHref={loginHref}
            />
          </>
        ) : (
          <>
            <p>{t('notEnrolled')}</p>
            <p>
              <Link href="/admin/login/enrol?next=%2Fadmin%2Faccount" className="button">
                {t('setUp')}
              </Link>
            </p>
          </>
        )}
      </section>
      <section className={styles.card} aria-labelledby="own-password">
        <h2 id="own-password">{t('passwordTitle')}</h2>
        <p>{t('passwordLead')}</p>
        <OwnPasswordForm action={changeOwnPasswordAction.bind(null, locale)} email={staff.email} name={staff.name} loginHref={loginHref} />
      </section>
      {mail && (
        <section className={styles.card} aria-labelledby="mail-settings">
          <h2 id="mail-settings">{t('mail')}</h2>
          <p>{t('mailLead')}</p>
          <MailSettingsForm action={saveMailSettingsAction.bind(null, locale)} initial={mail} loginHref={loginHref} />
        </section>
      )}
    </>
  );
}
