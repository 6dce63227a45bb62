import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { announcementDetailHref } from '@/lib/announcements/announcement-address';
import { recordId } from '@/lib/admin/record-id';
import { staffForPage } from '@/lib/server/admin/guard';
import { getAnnouncementForStaff } from '@/lib/server/services/announcement-admin';
import { Forbidden } from '@/components/admin/forbidden';
import { OnSite, RecordHeader } from '@/components/admin/record-pages';
import { AnnouncementForm } from '@/components/admin/announcement-form';
import { RecordActions } from '@/components/admin/record-actions';
import { announcementFormLabels } from '@/components/admin/announcement-labels';
import { recordActionLabels } from '@/components/admin/posting-labels';
import { editorLabels } from '@/components/admin/editor/editor-labels';
import { validationMessages } from '@/components/admin/validation-messages';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { deleteAnnouncementAction, publishAnnouncementAction, saveAnnouncementAction } from '../../../announcement-actions';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/announcements/[id]'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.announcements' });
  return { title: t('edit') };
}

/** One announcement: its form, a link to it on the site, publish and delete. */
export default async function EditAnnouncementPage({ params, searchParams }: PageProps<'/[locale]/admin/announcements/[id]'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const { id: rawId } = await params;
  const { forbidden } = await staffForPage(locale, `/admin/announcements/${encodeURIComponent(rawId)}`, 'announcements:manage');
  if (forbidden) return <Forbidden />;
  const id = recordId(rawId);
  const notice = id === null ? null : await getAnnouncementForStaff(id);
  if (!notice) return <NotFoundContent />;
  const t = await getTranslations('admin.announcements');
  const saved = firstValue((await searchParams) as SearchParams, 'saved') === '1';

  return (
    <>
      <RecordHeader listHref="/admin/announcements" listLabel={t('list')} title={t('edit')} />
      <OnSite
        label={t('onSite')}
        shown={
          notice.published ? (
            <Link href={announcementDetailHref(notice.id)} target="_blank" prefetch={false}>
              {t('viewOnSite')}
            </Link>
          ) : (
            t('notShown')
          )
        }
        actions={
          <RecordActions
            id={notice.id}
            published={notice.published}
            publish={publishAnnouncementAction.bind(null, locale)}
            remove={deleteAnnouncementAction.bind(null, locale)}
            labels={await recordActionLabels(t('confirmDelete'))}
            loginHref={getPathname({ href: '/admin/login', locale })}
          />
        }
      />
      <section className={styles.card}>
        <AnnouncementForm
          action={saveAnnouncementAction.bind(null, locale, notice.id)}
          initial={notice}
          labels={await announcementFormLabels()}
          editorLabels={await editorLabels()}
          messages={await validationMessages()}
          loginHref={getPathname({ href: '/admin/login', locale })}
          locale={locale}
          notice={saved ? t('created') : undefined}
        />
      </section>
    </>
  );
}
