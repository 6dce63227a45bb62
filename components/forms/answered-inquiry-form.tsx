import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { InquiryForm, type FieldSpec } from './inquiry-form';
import { DoneScreen } from './done-screen';
import { formKitLabels, inquiryFieldSpecs } from './form-labels';
import styles from './forms.module.css';

interface AnsweredInquiryFormProps {
  /** The page's namespace; it holds myQnaLink, doneTitle, doneText, home and myQna. */
  namespace: 'contact' | 'vendor';
  kind: 'general' | 'vendor';
  /** Fields before the shared ones (the vendor's product category). */
  leadingFields?: FieldSpec[];
  initialValues?: Record<string, string>;
}

/** An inquiry answered in My Q&A: the link to My Q&A, the form, and what follows sending it. */
export async function AnsweredInquiryForm({ namespace, kind, leadingFields = [], initialValues }: AnsweredInquiryFormProps) {
  const t = await getTranslations(namespace);
  return (
    <>
      <p className={styles.topLink}>
        <Link href="/myQna">{t('myQnaLink')}</Link>
      </p>
      <InquiryForm
        kind={kind}
        fields={[...leadingFields, ...(await inquiryFieldSpecs())]}
        initialValues={initialValues}
        labels={await formKitLabels()}
        done={<DoneScreen title={t('doneTitle')} text={t('doneText')} links={[{ href: '/', label: t('home') }, { href: '/myQna', label: t('myQna') }]} />}
      />
    </>
  );
}
