import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/navigation';
import { getSlideForStaff } from '@/lib/server/services/slide-admin';
import { listDealChoices } from '@/lib/server/services/deal-admin';
import { now } from '@/lib/server/clock';
import { TRASH_DAYS } from '@/lib/server/services/trash';
import { OnSite, RecordHeader } from '@/components/admin/record-pages';
import { SlideForm } from '@/components/admin/slide-form';
import { dealOptions } from '@/components/admin/record-options';
import { saveSlideAction } from '../../../slide-actions';
import { editedRecord, sectionTitle, arrivalNotice } from '../../../record-page';
import { OthersEditing } from '@/components/admin/others-editing';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/slides/[id]'>): Promise<Metadata> {
  return sectionTitle(params, 'slides', 'edit');
}

/** One home slide: its form, show or hide it, delete it. */
export default async function EditSlidePage({ params, searchParams }: PageProps<'/[locale]/admin/slides/[id]'>) {
  const { locale, record: slide, editing } = await editedRecord(params, 'slide', getSlideForStaff);
  const t = await getTranslations('admin.slides');
  const arrival = await arrivalNotice(searchParams, t('created'));

  return (
    <>
      <RecordHeader listHref="/admin/slides" listLabel={t('list')} title={t('edit')} />
      <OthersEditing kind="slide" id={slide.id} initial={editing} />
      <OnSite
        kind="slide"
        now={now()}
        trashDays={TRASH_DAYS}
        label={t('onSite')}
        view={slide.published ? { href: '/', text: t('viewOnSite') } : null}
        hidden={t('notShown')}
        record={slide}
      />
      <section className={styles.card}>
        <SlideForm
          action={saveSlideAction.bind(null, locale, slide.id)}
          initial={slide}
          deals={dealOptions(await listDealChoices(), locale)}
          loginHref={getPathname({ href: '/admin/login', locale })}
          notice={arrival}
          revision={slide.revision}
        />
      </section>
    </>
  );
}
