import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AnsweredInquiryForm } from '@/components/forms/answered-inquiry-form';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';

export const generateMetadata = staticPageMetadata('contact', '/contact');

export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('contact');
  return (
    <div className="page-narrow">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <AnsweredInquiryForm namespace="contact" kind="general" />
    </div>
  );
}
