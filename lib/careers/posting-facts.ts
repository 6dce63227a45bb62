import type { AppLocale } from '@/lib/i18n/routing';
import { pickText } from '@/lib/i18n/in-language';
import { deadlineOf, type Deadline } from '@/lib/careers/deadline';
import { formatPay } from '@/lib/careers/pay';
import type { PostingSummary } from '@/lib/server/services/postings';

export interface CareerWords {
  options: Record<'cities' | 'jobTypes' | 'careerTypes', Array<{ value: number; label: string }>>;
  deadline: (deadline: Deadline) => string;
}

/** A posting's facts in the page's language: title, job type, employment type, cities, pay, deadline. */
export function postingFacts(posting: PostingSummary, locale: AppLocale, words: CareerWords, today: string) {
  const name = (group: keyof CareerWords['options'], value: number) => words.options[group].find((option) => option.value === value)?.label ?? '';
  const deadline = deadlineOf(posting.due_date, today);
  const title = pickText(locale, posting.title, posting.title_eng);
  return {
    title: title.text,
    /** The title's language when it is not the page's: marked and tagged where shown. */
    titleLang: title.lang,
    jobType: name('jobTypes', posting.job_type),
    employmentType: name('careerTypes', posting.career_type),
    cities: posting.city.map((city) => name('cities', city)).filter(Boolean).join(', '),
    /** "$17.00-$19.50 an hour", "시급 $17.00~$19.50", or null when the posting names no pay. */
    pay: posting.pay ? formatPay(posting.pay, locale) : null,
    deadline,
    deadlineText: words.deadline(deadline),
  };
}
