import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InquiryForm } from '@/components/forms/inquiry-form';
import { contactFieldSpecs, formKitLabels } from '@/components/forms/form-labels';
import styles from '@/components/static/static-page.module.css';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';

export const generateMetadata = staticPageMetadata('tenant', '/tenant');

/** Food-court tenants: intro, the three steps, the printable application, and the form (alert on success). */
export default async function TenantPage({ params }: PageProps<'/[locale]/tenant'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('tenant');
  const tf = await getTranslations('forms');
  return (
    <div className="page-narrow">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <section aria-labelledby="tenant-steps">
        <h2 id="tenant-steps" className={styles.heading}>
          {t('stepsTitle')}
        </h2>
        <ol className={styles.points}>
          <li>{t('step1')}</li>
          <li>{t('step2')}</li>
          <li>{t('step3')}</li>
        </ol>
        <p>
          <a href={locale === 'ko' ? '/tenant/food-court-application.ko.pdf' : '/tenant/food-court-application.pdf'} download className="button button-outline">
            {t('download')}
          </a>
        </p>
      </section>
      <section aria-labelledby="tenant-form">
        <h2 id="tenant-form" className={styles.heading}>
          {t('formTitle')}
        </h2>
        <InquiryForm
          kind="tenant"
          fields={[
            ...(await contactFieldSpecs()),
            { name: 'storename', kind: 'text', label: tf('storename'), autoComplete: 'organization' },
            { name: 'address', kind: 'text', label: tf('address'), autoComplete: 'address-line1' },
            { name: 'business_type', kind: 'text', label: tf('businessType') },
          ]}
          labels={await formKitLabels()}
        />
      </section>
    </div>
  );
}
