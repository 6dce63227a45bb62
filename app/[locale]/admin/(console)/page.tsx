import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { Link } from '@/lib/i18n/navigation';
import { can, PERMISSIONS } from '@/lib/admin/permissions';
import { staffForPage } from '@/lib/server/admin/guard';
import { ADMIN_SECTIONS } from '@/components/admin/admin-shell';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.dashboard' });
  return { title: t('title') };
}

/** Who is signed in and what the account may do, with the sections it may open. */
export default async function AdminDashboardPage({ params }: PageProps<'/[locale]/admin'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const { staff } = await staffForPage(locale, '/admin');
  const t = await getTranslations('admin');
  const sections = ADMIN_SECTIONS.filter((section) => 'permission' in section && can(staff.role, section.permission));
  return (
    <>
      <h1 className="page-title">{t('dashboard.title')}</h1>
      <p className="page-lead">{t('dashboard.lead', { name: staff.name })}</p>
      <section className={styles.card} aria-labelledby="admin-permissions">
        <h2 id="admin-permissions">{t('dashboard.permissions')}</h2>
        <p>{t('signedInAs', { name: staff.name, role: t(`roles.${staff.role}`) })}</p>
        <ul className={styles.permissions}>
          {PERMISSIONS.filter((permission) => can(staff.role, permission)).map((permission) => (
            <li key={permission}>{t(`dashboard.permission.${permission}`)}</li>
          ))}
        </ul>
      </section>
      {sections.length ? (
        <section className={styles.card} aria-labelledby="admin-sections">
          <h2 id="admin-sections">{t('nav')}</h2>
          <ul className={styles.permissions}>
            {sections.map((section) => (
              <li key={section.key}>
                <Link href={section.href}>{t(`sections.${section.key}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
