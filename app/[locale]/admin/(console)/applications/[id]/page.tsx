import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { inLanguage } from '@/lib/i18n/in-language';
import { readApplicationAsStaff } from '@/lib/server/services/private-records';
import { RecordFacts, RecordFiles } from '@/components/admin/record-facts';
import { recordForPage, sectionTitle } from '../../../record-page';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/applications/[id]'>): Promise<Metadata> {
  return sectionTitle(params, 'applications', 'one');
}

/** One application with its files (hr and admin); reading it is audited. */
export default async function AdminApplicationPage({ params }: PageProps<'/[locale]/admin/applications/[id]'>) {
  const found = await recordForPage(params, 'applications', 'applications:read', readApplicationAsStaff);
  const { locale, record: application } = found;
  const t = await getTranslations('admin.applications');

  return (
    <>
      <p>
        <Link href={`/admin/applications?posting=${application.posting_id}`}>{t('list')}</Link>
      </p>
      <h1 className="page-title">{application.name}</h1>
      <section className={styles.card} aria-label={t('one')}>
        <RecordFacts
          facts={[
            { label: t('posting'), value: inLanguage(locale, application.title, application.title_eng) },
            { label: t('email'), value: <a href={`mailto:${application.email}`}>{application.email}</a> },
            { label: t('phone'), value: <a href={`tel:${application.phone}`}>{application.phone}</a> },
            { label: t('date'), value: formatDay(storeDayOf(application.created_at), locale) },
          ]}
        />
        <p className={styles.message}>{application.content}</p>
        <RecordFiles files={[application.file1, application.file2, application.file3]} label={t('files')} />
      </section>
    </>
  );
}
