import { getTranslations, setRequestLocale } from 'next-intl/server';
import { intValue, type SearchParams } from '@/lib/search-params';
import { codesOrNull } from '@/lib/server/services/common-codes';
import { AnsweredInquiryForm } from '@/components/forms/answered-inquiry-form';
import styles from '@/components/forms/forms.module.css';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';

// Rendered per request: the category is in the query.
export const dynamic = 'force-dynamic';

export const generateMetadata = staticPageMetadata('vendor', '/productInquiry');

/** Vendor inquiry; ?cate= (from a products tab) picks the category. */
export default async function VendorInquiryPage({ params, searchParams }: PageProps<'/[locale]/productInquiry'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('vendor');
  const tf = await getTranslations('forms');
  const category = intValue((await searchParams) as SearchParams, 'cate', { min: 1, max: 999 });
  const categories = await codesOrNull('productcategory', locale);
  const known = categories?.some((option) => option.value === category);
  const categoryField = {
    name: 'category',
    kind: 'select' as const,
    label: tf('category'),
    // The spec's single "fetching error!" entry when the codes cannot be read.
    options: categories
      ? [{ value: '', label: tf('selectCategory') }, ...categories.map((option) => ({ value: String(option.value), label: option.label }))]
      : [{ value: '', label: tf('codesError') }],
  };
  return (
    <div className="page-narrow">
      <p className={styles.label}>{t('hero')}</p>
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <AnsweredInquiryForm namespace="vendor" kind="vendor" leadingFields={[categoryField]} initialValues={{ category: known ? String(category) : '' }} />
    </div>
  );
}
