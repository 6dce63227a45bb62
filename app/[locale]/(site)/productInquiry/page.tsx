import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { intValue, type SearchParams } from '@/lib/search-params';
import { PRODUCT_CATEGORY_CODES } from '@/lib/content/codes';
import { InquiryForm } from '@/components/forms/inquiry-form';
import { DoneScreen } from '@/components/forms/done-screen';
import { formKitLabels, inquiryFieldSpecs } from '@/components/forms/form-labels';
import styles from '@/components/forms/forms.module.css';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';

export const generateMetadata = staticPageMetadata('vendor', '/productInquiry');

/** Vendor inquiry; ?cate=1..5 (from a products tab) picks the category. */
export default async function VendorInquiryPage({ params, searchParams }: PageProps<'/[locale]/productInquiry'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('vendor');
  const tf = await getTranslations('forms');
  const category = intValue((await searchParams) as SearchParams, 'cate', { min: 1, max: 5 });
  const english = locale === 'en';
  const categoryField = {
    name: 'category',
    kind: 'select' as const,
    label: tf('category'),
    options: [{ value: '', label: tf('selectCategory') }, ...PRODUCT_CATEGORY_CODES.map((code) => ({ value: String(code.value), label: english ? code.en : code.ko }))],
  };
  return (
    <div className="page-narrow">
      <p className={styles.label}>{t('hero')}</p>
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <p className={styles.topLink}>
        <Link href="/myQna">{t('myQnaLink')}</Link>
      </p>
      <InquiryForm
        kind="vendor"
        fields={[categoryField, ...(await inquiryFieldSpecs())]}
        initialValues={{ category: category ? String(category) : '' }}
        labels={await formKitLabels()}
        done={<DoneScreen title={t('doneTitle')} text={t('doneText')} links={[{ href: '/', label: t('home') }, { href: '/myQna', label: t('myQna') }]} />}
      />
    </div>
  );
}
