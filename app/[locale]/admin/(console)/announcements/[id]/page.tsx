import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/navigation';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { announcementDetailHref } from '@/lib/announcements/announcement-address';
import { getAnnouncementForStaff } from '@/lib/server/services/announcement-admin';
import { OnSite, RecordHeader } from '@/components/admin/record-pages';
import { AnnouncementForm } from '@/components/admin/announcement-form';
import { deleteAnnouncementAction, publishAnnouncementAction, saveAnnouncementAction } from '../../../announcement-actions';
import { recordForPage, sectionTitle } from '../../../record-page';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/announcements/[id]'>): Promise<Metadata> {
  return sectionTitle(params, 'announcements', 'edit');
}

/** One announcement: its form, a link to it on the site, publish and delete. */
export default async function EditAnnouncementPage({ params, searchParams }: PageProps<'/[locale]/admin/announcements/[id]'>) {
  const found = await recordForPage(params, 'announcements', 'announcements:manage', (id) => getAnnouncementForStaff(id));
  const { locale, record: notice } = found;
  const t = await getTranslations('admin.announcements');
  const saved = firstValue((await searchParams) as SearchParams, 'saved') === '1';

  return (
    <>
      <RecordHeader listHref="/admin/announcements" listLabel={t('list')} title={t('edit')} />
      <OnSite
        label={t('onSite')}
        view={notice.published ? { href: announcementDetailHref(notice.id), text: t('viewOnSite') } : null}
        hidden={t('notShown')}
        record={notice}
        publish={publishAnnouncementAction.bind(null, locale)}
        remove={deleteAnnouncementAction.bind(null, locale)}
        confirmDelete={t('confirmDelete')}
      />
      <section className={styles.card}>
        <AnnouncementForm
          action={saveAnnouncementAction.bind(null, locale, notice.id)}
          initial={notice}
          loginHref={getPathname({ href: '/admin/login', locale })}
          notice={saved ? t('created') : undefined}
        />
      </section>
    </>
  );
}
