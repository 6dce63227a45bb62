import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getPathname } from '@/lib/i18n/navigation';
import { staffForPage } from '@/lib/server/admin/guard';
import { RecordHeader } from '@/components/admin/record-pages';
import { AnnouncementForm } from '@/components/admin/announcement-form';
import { saveAnnouncementAction } from '../../../announcement-actions';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/announcements/new'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.announcements' });
  return { title: t('new') };
}

/** A new announcement. */
export default async function NewAnnouncementPage({ params }: PageProps<'/[locale]/admin/announcements/new'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  await staffForPage(locale, '/admin/announcements/new', 'announcements:manage');
  const t = await getTranslations('admin.announcements');
  return (
    <>
      <RecordHeader listHref="/admin/announcements" listLabel={t('list')} title={t('new')} />
      <section className={styles.card}>
        <AnnouncementForm
          action={saveAnnouncementAction.bind(null, locale, null)}
          initial={{ title: '', title_eng: '', content: '', content_eng: '', published: false, files: [null, null, null] }}
          loginHref={getPathname({ href: '/admin/login', locale })}
        />
      </section>
    </>
  );
}
