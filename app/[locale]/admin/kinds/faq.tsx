import { Link } from '@/lib/i18n/navigation';
import { FAQ_GROUPS, type FaqGroup } from '@/lib/content/faq';
import type { PublishState } from '@/lib/admin/publish-state';
import { listFaqForStaff, nextFaqPlace, type StaffFaq } from '@/lib/server/services/faq-admin';
import { FaqForm, type FaqFormValues } from '@/components/admin/faq-form';
import { PublishStateBadge } from '@/components/admin/publish-state-parts';
import { faqAnchor } from '@/lib/server/services/faq';
import type { KindPages } from './kind-pages';

/** The FAQ's questions: by a word, a group and a state, in the order /faq shows them; a new one comes last in its group. */
export const faqPages: KindPages<StaffFaq, StaffFaq, FaqFormValues> = {
  kind: 'faq',
  filters: [
    { type: 'search' },
    { type: 'select', name: 'group', label: 'groupFilter', all: 'allGroups', options: (_locale, t) => FAQ_GROUPS.map((group) => ({ value: group, label: t(`groups.${group}`) })) },
    { type: 'publishState' },
  ],
  list: (values, page) => listFaqForStaff({ search: String(values.q ?? ''), group: values.group as FaqGroup | undefined, state: values.state as PublishState | undefined, page }),
  columns: ['groupColumn', 'orderColumn', 'questionColumn', 'stateColumn'],
  cells: (question, { locale, at, t, href }) => [
    t(`groups.${question.group}`),
    question.sort_order,
    <Link key="question" href={href} prefetch={false}>
      {locale === 'en' && question.question_eng ? question.question_eng : question.question}
    </Link>,
    <PublishStateBadge key="state" record={question} now={at} />,
  ],
  blank: async () => ({ group: 'other', sort_order: await nextFaqPlace('other'), question: '', question_eng: '', answer: '', answer_eng: '', published: false }),
  form: (slot) => <FaqForm {...slot} />,
  site: (question, { t }) => ({ view: question.published ? { href: `/faq#${faqAnchor(question)}`, text: t('viewOnSite') } : null, hidden: t('notShown') }),
};
