import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getPathname } from '@/lib/i18n/navigation';
import { storeToday } from '@/lib/dates';
import { staffForPage } from '@/lib/server/admin/guard';
import { RecordHeader } from '@/components/admin/record-pages';
import { PostingForm } from '@/components/admin/posting-form';
import { postingOptions } from '@/components/admin/record-options';
import { savePostingAction } from '../../../posting-actions';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/postings/new'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.postings' });
  return { title: t('new') };
}

/** A new job posting: from today, open until a last day (or always), a draft until published. */
export default async function NewPostingPage({ params }: PageProps<'/[locale]/admin/postings/new'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  await staffForPage(locale, '/admin/postings/new', 'postings:manage');
  const t = await getTranslations('admin.postings');
  return (
    <>
      <RecordHeader listHref="/admin/postings" listLabel={t('list')} title={t('new')} />
      <section className={styles.card}>
        <PostingForm
          action={savePostingAction.bind(null, locale, null)}
          initial={{ title: '', title_eng: '', content: '', content_eng: '', job_type: null, career_type: null, experience: 0, cities: [], pay_min: '', pay_max: '', pay_unit: '', benefits: '', benefits_eng: '', start_date: storeToday(), due_date: '', always_open: false, published: false }}
          options={await postingOptions(locale)}
          loginHref={getPathname({ href: '/admin/login', locale })}
        />
      </section>
    </>
  );
}
