import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { readInquiryAsStaff } from '@/lib/server/services/inquiries';
import { listCodes } from '@/lib/server/services/common-codes';
import { InquiryAnswerForm } from '@/components/admin/inquiry-answer-form';
import { RecordFacts, RecordFiles } from '@/components/admin/record-facts';
import { answerInquiryAction } from '../../../actions';
import { recordForPage, sectionTitle } from '../../../record-page';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/inquiries/[id]'>): Promise<Metadata> {
  return sectionTitle(params, 'inquiries', 'title');
}

/** One inquiry with its files, and its answer (support and admin); reading it is audited. */
export default async function AdminInquiryPage({ params }: PageProps<'/[locale]/admin/inquiries/[id]'>) {
  const found = await recordForPage(params, 'inquiries', 'inquiries:answer', readInquiryAsStaff);
  const { locale, record: inquiry } = found;
  const t = await getTranslations('admin');
  const ti = await getTranslations('admin.inquiries');
  const categories = inquiry.category === null ? [] : await listCodes('productcategory', locale);
  const category = categories.find((option) => option.value === inquiry.category)?.label;

  return (
    <>
      <p>
        <Link href="/admin/inquiries">{ti('list')}</Link>
      </p>
      <h1 className="page-title">{inquiry.title}</h1>
      <section className={styles.card} aria-labelledby="inquiry-facts">
        <h2 id="inquiry-facts" className="visually-hidden">
          {ti('content')}
        </h2>
        <RecordFacts
          facts={[
            { label: ti('type'), value: inquiry.inquiry_type === 2 ? ti('vendor') : ti('general') },
            { label: ti('category'), value: category },
            { label: ti('sender'), value: inquiry.name },
            { label: ti('email'), value: <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a> },
            { label: ti('phone'), value: inquiry.phone },
            { label: ti('date'), value: formatDay(storeDayOf(inquiry.created_at), locale) },
            {
              label: ti('progress'),
              value: `${inquiry.progress === 2 ? ti('completed') : ti('pending')}${inquiry.answer_date ? ` · ${ti('answeredOn', { date: formatDay(storeDayOf(inquiry.answer_date), locale) })}` : ''}`,
            },
          ]}
        />
        <p className={styles.message}>{inquiry.content}</p>
        <RecordFiles files={[inquiry.file1, inquiry.file2, inquiry.file3]} label={ti('files')} />
      </section>
      <section className={styles.card} aria-labelledby="inquiry-answer">
        <h2 id="inquiry-answer">{ti('answer')}</h2>
        <InquiryAnswerForm
          action={answerInquiryAction.bind(null, locale, inquiry.id)}
          answer={inquiry.answer}
          labels={{ answer: ti('answer'), answerHint: ti('answerHint'), save: ti('save'), signInAgain: t('signInAgain') }}
          loginHref={getPathname({ href: '/admin/login', locale })}
        />
      </section>
    </>
  );
}
