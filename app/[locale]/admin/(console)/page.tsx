import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { can, PERMISSIONS } from '@/lib/admin/permissions';
import { staffForPage } from '@/lib/server/admin/guard';
import { mailQueueCounts } from '@/lib/server/mail/queue';
import { waitingWork } from '@/lib/server/services/waiting-work';
import { WaitingWork } from '@/components/admin/waiting-work';
import { DeletionDue } from '@/components/admin/deletion-due';
import { dueForDeletion } from '@/lib/server/services/retention';
import { RETENTION_READERS } from '@/lib/admin/retention-readers';
import { RETENTION } from '@/lib/privacy/retention';
import { now } from '@/lib/server/clock';
import { getPathname } from '@/lib/i18n/navigation';
import { retryFailedMailAction } from '../mail-settings-actions';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.dashboard' });
  return { title: t('title') };
}

/** How far ahead the dashboard shows what the retention schedule will delete. */
const DUE_DAYS = 30;

/**
 * Who is signed in, what waits for them (records not answered or opened, by age; for admins, the
 * mail queue), what of theirs the retention schedule deletes soon, and what the account may do (the side navigation opens its sections).
 */
export default async function AdminDashboardPage({ params }: PageProps<'/[locale]/admin'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const { staff } = await staffForPage(locale, '/admin');
  const t = await getTranslations('admin');
  // Only the records the role reads are counted.
  const read = RETENTION.map((entry) => entry.record).filter((record) => can(staff.role, RETENTION_READERS[record]));
  const [counts, queue, due] = await Promise.all([waitingWork(staff.role), can(staff.role, 'staff:manage') ? mailQueueCounts() : null, read.length ? dueForDeletion(now(), DUE_DAYS, read) : null]);
  const mail = queue && { ...queue, retry: retryFailedMailAction.bind(null, locale), loginHref: getPathname({ href: '/admin/login', locale }) };
  const waiting = Object.keys(counts).length > 0 || mail;
  return (
    <>
      <h1 className="page-title">{t('dashboard.title')}</h1>
      <p className="page-lead">{t('dashboard.lead', { name: staff.name })}</p>
      {waiting && <WaitingWork counts={counts} mail={mail} />}
      {due && <DeletionDue counts={due} days={DUE_DAYS} />}
      <section className={styles.card} aria-labelledby="admin-permissions">
        <h2 id="admin-permissions">{t('dashboard.permissions')}</h2>
        <p>{t('signedInAs', { name: staff.name, role: t(`roles.${staff.role}`) })}</p>
        <ul className={styles.permissions}>
          {PERMISSIONS.filter((permission) => can(staff.role, permission)).map((permission) => (
            <li key={permission}>{t(`dashboard.permission.${permission}`)}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
