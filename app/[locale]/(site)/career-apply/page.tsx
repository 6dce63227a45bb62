import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { storeToday } from '@/lib/dates';
import { intValue, type SearchParams } from '@/lib/search-params';
import { careerDetailHref } from '@/lib/careers/career-query';
import { inLanguage, pickText } from '@/lib/i18n/in-language';
import { FallbackText } from '@/components/ui/fallback-text';
import { fallbackTags } from '@/components/board/board-labels';
import { getPosting } from '@/lib/server/services/postings';
import { pageMetadata } from '@/lib/seo/metadata';
import { routeLocale } from '@/lib/i18n/route-locale';
import { InquiryForm } from '@/components/forms/inquiry-form';
import { DoneScreen } from '@/components/forms/done-screen';
import { applicationFieldSpecs, formKitLabels } from '@/components/forms/form-labels';
import { InvalidApply } from '@/components/careers/invalid-apply';
import styles from '@/components/careers/careers.module.css';

// Rendered per request: the posting applied for is in the query.
export const dynamic = 'force-dynamic';

/** The posting the address names (open or closed), or null when there is none: the spec's alert. */
async function namedPosting(params: SearchParams) {
  const id = intValue(params, 'post', { min: 1, max: 999_999 });
  return id === undefined ? null : await getPosting(id, storeToday());
}

/** A posting's form is a page of its own (it names the job); without one, not a page to index. */
export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/career-apply'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'careerApply' });
  const posting = await namedPosting((await searchParams) as SearchParams);
  if (!posting || posting.closed) return { title: t('title'), robots: { index: false, follow: true }, alternates: null };
  const title = t('postingTitle', { title: inLanguage(locale, posting.title, posting.title_eng) });
  return pageMetadata({ locale, path: '/career-apply', query: { post: posting.id }, title, description: t('description') });
}

/** The application form for one open posting (`?post={id}`); a closed one says so; anything else is the spec's alert. */
export default async function CareerApplyPage({ params, searchParams }: PageProps<'/[locale]/career-apply'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('careerApply');
  const posting = await namedPosting((await searchParams) as SearchParams);

  if (!posting) {
    return (
      <div className="page-narrow">
        <h1 className="page-title">{t('title')}</h1>
        <InvalidApply message={t('invalid')} listLabel={t('toCareers')} />
      </div>
    );
  }

  const title = <FallbackText picked={pickText(locale, posting.title, posting.title_eng)} tags={await fallbackTags(locale)} />;
  if (posting.closed) {
    // A posting that was real says it has closed, in plain words, instead of the missing-id alert.
    return (
      <div className="page-narrow">
        <h1 className="page-title">{t('title')}</h1>
        <div className={styles.closedState} role="status">
          <strong>{t.rich('closed', { title: () => title })}</strong>
          <p>{t('closedHint')}</p>
          <p className={styles.closedLinks}>
            <Link href="/career" className="button">
              {t('openPostings')}
            </Link>
            <Link href={careerDetailHref(posting.id)}>{t('toPosting')}</Link>
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="page-narrow">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <p className={styles.applyingFor}>
        <span>{t('applyingFor')}</span>
        <Link href={careerDetailHref(posting.id)}>{title}</Link>
      </p>
      <InquiryForm
        kind="career"
        fields={await applicationFieldSpecs()}
        hidden={{ employment_info: String(posting.id) }}
        labels={await formKitLabels()}
        done={
          <DoneScreen
            title={t('doneTitle')}
            text={t('doneText')}
            links={[
              { href: '/career', label: t('toCareers') },
              { href: '/career-my', label: t('toMine') },
            ]}
          />
        }
      />
    </div>
  );
}
