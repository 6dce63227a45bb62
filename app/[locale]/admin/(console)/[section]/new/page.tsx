import type { Metadata } from 'next';
import { getPathname } from '@/lib/i18n/navigation';
import { RecordHeader } from '@/components/admin/record-pages';
import styles from '@/components/admin/admin.module.css';
import { saveRecordAction } from '../../../save-actions';
import { kindPage, kindTitle } from '../../../record-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/[section]/new'>): Promise<Metadata> {
  return kindTitle(params, 'new');
}

/** A new record of a kind: its form with the kind's starting values, a draft until published. */
export default async function NewRecordPage({ params }: PageProps<'/[locale]/admin/[section]/new'>) {
  const { kind, list, pages, context } = await kindPage(params, '/new');
  const { t, locale } = context;
  return (
    <>
      <RecordHeader listHref={list} listLabel={t('list')} title={t('new')} />
      <section className={styles.card}>
        {await pages.form({ action: saveRecordAction.bind(null, locale, kind, null), initial: await pages.blank(context), loginHref: getPathname({ href: '/admin/login', locale }) }, context)}
      </section>
    </>
  );
}
