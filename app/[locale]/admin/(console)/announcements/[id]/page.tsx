import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/navigation';
import { announcementDetailHref } from '@/lib/announcements/announcement-address';
import { getAnnouncementForStaff } from '@/lib/server/services/announcement-admin';
import { now } from '@/lib/server/clock';
import { TRASH_DAYS } from '@/lib/server/services/trash';
import { OnSite, RecordHeader } from '@/components/admin/record-pages';
import { AnnouncementForm } from '@/components/admin/announcement-form';
import { saveAnnouncementAction } from '../../../announcement-actions';
import { editedRecord, sectionTitle, arrivalNotice } from '../../../record-page';
import { OthersEditing } from '@/components/admin/others-editing';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/announcements/[id]'>): Promise<Metadata> {
  return sectionTitle(params, 'announcements', 'edit');
}

/** One announcement: its form, a link to it on the site, publish and delete. */
export default async function EditAnnouncementPage({ params, searchParams }: PageProps<'/[locale]/admin/announcements/[id]'>) {
  const { locale, record: notice, editing } = await editedRecord(params, 'announcement', getAnnouncementForStaff);
  const t = await getTranslations('admin.announcements');
  const arrival = await arrivalNotice(searchParams, t('created'));

  return (
    <>
      <RecordHeader listHref="/admin/announcements" listLabel={t('list')} title={t('edit')} />
      <OthersEditing kind="announcement" id={notice.id} initial={editing} />
      <OnSite
        kind="announcement"
        now={now()}
        trashDays={TRASH_DAYS}
        label={t('onSite')}
        view={notice.published ? { href: announcementDetailHref(notice.id), text: t('viewOnSite') } : null}
        hidden={t('notShown')}
        record={notice}
      />
      <section className={styles.card}>
        <AnnouncementForm
          action={saveAnnouncementAction.bind(null, locale, notice.id)}
          initial={notice}
          loginHref={getPathname({ href: '/admin/login', locale })}
          notice={arrival}
          revision={notice.revision}
        />
      </section>
    </>
  );
}
