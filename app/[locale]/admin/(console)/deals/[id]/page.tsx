import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/navigation';
import { getDealForStaff } from '@/lib/server/services/deal-admin';
import { now } from '@/lib/server/clock';
import { TRASH_DAYS } from '@/lib/server/services/trash';
import { OnSite, RecordHeader } from '@/components/admin/record-pages';
import { DealForm } from '@/components/admin/deal-form';
import { dealLocations } from '@/components/admin/record-options';
import { saveDealAction } from '../../../deal-actions';
import { editedRecord, sectionTitle, arrivalNotice } from '../../../record-page';
import { OthersEditing } from '@/components/admin/others-editing';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/deals/[id]'>): Promise<Metadata> {
  return sectionTitle(params, 'deals', 'edit');
}

/** One special deal: its form, a link to it on the site, publish and delete. */
export default async function EditDealPage({ params, searchParams }: PageProps<'/[locale]/admin/deals/[id]'>) {
  const { locale, record: deal, editing } = await editedRecord(params, 'deal', getDealForStaff);
  const t = await getTranslations('admin.deals');
  const arrival = await arrivalNotice(searchParams, t('created'));

  return (
    <>
      <RecordHeader listHref="/admin/deals" listLabel={t('list')} title={t('edit')} />
      <OthersEditing kind="deal" id={deal.id} initial={editing} />
      <OnSite
        kind="deal"
        now={now()}
        trashDays={TRASH_DAYS}
        label={t('onSite')}
        view={deal.published ? { href: `/event/${deal.id}`, text: t('viewOnSite') } : null}
        hidden={t('notShown')}
        record={deal}
      />
      <section className={styles.card}>
        <DealForm
          action={saveDealAction.bind(null, locale, deal.id)}
          initial={deal}
          locations={await dealLocations(locale)}
          loginHref={getPathname({ href: '/admin/login', locale })}
          notice={arrival}
          revision={deal.revision}
        />
      </section>
    </>
  );
}
