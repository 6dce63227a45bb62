import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import styles from '@/components/static/static-page.module.css';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { PolicySections, type PolicySection } from '@/components/static/policy-sections';

export const generateMetadata = staticPageMetadata('accessibility', '/accessibility');

/** The accessibility statement (issue 52): the standard, how it is tested, known limits, and how to report a barrier. */
export default async function AccessibilityPage({ params }: PageProps<'/[locale]/accessibility'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('accessibility');
  const sections = (await getMessages()).accessibility.sections as Record<string, PolicySection>;

  return (
    <article className={`page-narrow ${styles.article}`}>
      <h1 className="page-title">{t('title')}</h1>
      <p className={styles.updated}>{t('updated')}</p>
      <p className="page-lead">{t('lead')}</p>
      <PolicySections sections={sections} />
      <p className={styles.actions}>
        <Link href="/contact" className="button">
          {t('contact')}
        </Link>
        <Link href="/location" className="button button-outline">
          {t('stores')}
        </Link>
      </p>
    </article>
  );
}
