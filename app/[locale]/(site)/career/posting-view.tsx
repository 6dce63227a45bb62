import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import type { PostingDetail as Posting } from '@/lib/server/services/postings';
import { pageMetadata } from '@/lib/seo/metadata';
import { fitTitle } from '@/lib/seo/page-title';
import { plainText } from '@/lib/server/html/sanitize';
import { inLanguage } from '@/lib/i18n/in-language';
import { PostingDetail } from '@/components/careers/posting-detail';
import { careerWords } from '@/lib/careers/career-words';
import { postingFacts } from '@/lib/careers/posting-facts';
import { listStores } from '@/lib/server/services/stores';

/** A posting's canonical address is its own (`/career/12`), whichever list it was opened from. */
export async function postingMetadata(locale: AppLocale, posting: Posting, today: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'careers' });
  const tm = await getTranslations({ locale, namespace: 'meta' });
  const facts = postingFacts(posting, locale, await careerWords(locale), today);
  const body = plainText(inLanguage(locale, posting.content, posting.content_eng), 110);
  return pageMetadata({
    locale,
    path: `/career/${posting.id}`,
    // A closed posting says so in its title too: a searcher sees it before opening the page.
    title: { absolute: fitTitle(posting.closed ? `${facts.title} (${t('closedTitle')})` : facts.title, t('title'), tm('siteName')) },
    description: [t('detailDescription', { title: facts.title, jobType: facts.jobType, employmentType: facts.employmentType, cities: facts.cities }), facts.pay ? `${facts.pay}.` : '', body].filter(Boolean).join(' '),
  });
}

/** One posting (`/career/12`). */
export async function PostingView({ locale, posting, today }: { locale: AppLocale; posting: Posting; today: string }) {
  return (
    <div className="page-narrow">
      <PostingDetail locale={locale} posting={posting} words={await careerWords(locale)} today={today} stores={await listStores()} />
    </div>
  );
}
