import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { InquiryForm } from '@/components/forms/inquiry-form';
import { DoneScreen } from '@/components/forms/done-screen';
import { formKitLabels, inquiryFieldSpecs } from '@/components/forms/form-labels';
import styles from '@/components/forms/forms.module.css';
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
