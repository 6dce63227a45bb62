import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo/metadata';
import { InquiryForm } from '@/components/forms/inquiry-form';
import { DoneScreen } from '@/components/forms/done-screen';
import { formKitLabels, inquiryFieldSpecs } from '@/components/forms/form-labels';
import styles from '@/components/forms/forms.module.css';
import { routeLocale } from '@/lib/i18n/route-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/contact'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'contact' });
  return pageMetadata({ locale: locale, path: '/contact', title: t('title'), description: t('description') });
}

export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('contact');
  return (
    <div className="page-narrow">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <p className={styles.topLink}>
        <Link href="/myQna">{t('myQnaLink')}</Link>
      </p>
      <InquiryForm
        kind="general"
        fields={await inquiryFieldSpecs()}
        labels={await formKitLabels()}
        done={<DoneScreen title={t('doneTitle')} text={t('doneText')} links={[{ href: '/', label: t('home') }, { href: '/myQna', label: t('myQna') }]} />}
      />
    </div>
  );
}
