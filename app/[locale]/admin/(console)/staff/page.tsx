import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { getPathname } from '@/lib/i18n/navigation';
import { STAFF_ROLES } from '@/lib/admin/permissions';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { staffForPage } from '@/lib/server/admin/guard';
import { listStaff } from '@/lib/server/services/staff-accounts';
import { AdminTable } from '@/components/admin/admin-table';
import { StaffCreateForm } from '@/components/admin/staff-create-form';
import { StaffRowActions } from '@/components/admin/staff-row-actions';
import { ActionForm } from '@/components/admin/action-form';
import { createStaffAction, resetPasswordAction, updateStaffAction } from '../../actions';
import { resetSecondFactorAction } from '../../second-factor-actions';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/staff'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.staff' });
  return { title: t('title') };
}

/** Staff accounts (admin only): every account with its changes, and a new one. */
export default async function AdminStaffPage({ params, searchParams }: PageProps<'/[locale]/admin/staff'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const { staff } = await staffForPage(locale, '/admin/staff', 'staff:manage');
  const t = await getTranslations('admin');
  const tf = await getTranslations('admin.secondFactor');
  const reset = firstValue((await searchParams) as SearchParams, 'done') === 'second-factor-reset';
  const accounts = await listStaff();
  const roles = Object.fromEntries(STAFF_ROLES.map((role) => [role, t(`roles.${role}`)]));
  const loginHref = getPathname({ href: '/admin/login', locale });
  const common = { passwordHint: t('staff.passwordHint'), roles, signInAgain: t('signInAgain') };

  return (
    <>
      <h1 className="page-title">{t('staff.title')}</h1>
      <p className="page-lead">{t('staff.lead')}</p>
      {reset ? (
        <p className={styles.done} role="status">
          {tf('resetDone')}
        </p>
      ) : null}
      <section className={styles.card} aria-labelledby="staff-list">
        <h2 id="staff-list" className="visually-hidden">
          {t('staff.title')}
        </h2>
        <AdminTable label={t('staff.title')} columns={[t('staff.email'), t('staff.name'), t('staff.status'), t('staff.createdOn'), tf('column'), t('staff.role')]}>
          {accounts.map((account) => (
            <tr key={account.id}>
              <th scope="row">
                {account.email} {account.id === staff.id ? t('staff.you') : null}
              </th>
              <td>{account.name}</td>
              <td>{account.active ? t('staff.active') : t('staff.inactive')}</td>
              <td>{formatDay(storeDayOf(account.created_at), locale)}</td>
              <td>
                {account.two_factor ? tf('on') : tf('off')}
                {account.two_factor && account.id !== staff.id ? (
                  <ActionForm
                    action={resetSecondFactorAction.bind(null, locale)}
                    id={account.id}
                    label={tf('reset')}
                    confirm={tf('resetConfirm', { email: account.email })}
                    danger
                    signInAgain={t('signInAgain')}
                    loginHref={loginHref}
                  />
                ) : null}
              </td>
              <td>
                <StaffRowActions
                  account={account}
                  update={updateStaffAction.bind(null, locale)}
                  resetPassword={resetPasswordAction.bind(null, locale)}
                  labels={{ ...common, role: t('staff.role'), saveRole: t('staff.saveRole'), deactivate: t('staff.deactivate'), deactivateConfirm: t('staff.deactivateConfirm', { email: account.email }), deactivateYes: t('staff.deactivateYes'), activate: t('staff.activate'), newPassword: t('staff.newPassword'), setPassword: t('staff.setPassword') }}
                  loginHref={loginHref}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
      </section>
      <section className={styles.card} aria-labelledby="staff-new">
        <h2 id="staff-new">{t('staff.newTitle')}</h2>
        <StaffCreateForm
          action={createStaffAction.bind(null, locale)}
          labels={{ ...common, email: t('staff.email'), name: t('staff.name'), role: t('staff.role'), password: t('staff.password'), create: t('staff.create') }}
          loginHref={loginHref}
        />
      </section>
    </>
  );
}
