import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/static/static-page.module.css';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { Link } from '@/lib/i18n/navigation';
import { RetentionTable, retentionWords } from '@/components/privacy/retention-table';
import { PolicySections, type PolicySection } from '@/components/static/policy-sections';

export const generateMetadata = staticPageMetadata('privacy', '/privacy');

export default async function PrivacyPage({ params }: PageProps<'/[locale]/privacy'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('privacy');
  const sections = (await getMessages()).privacy.sections as Record<string, PolicySection>;
  const retention = await retentionWords();

  return (
    <article className={`page-narrow ${styles.article}`}>
      <h1 className="page-title">{t('title')}</h1>
      <p className={styles.updated}>{t('updated')}</p>
      <p className="page-lead">{t('intro')}</p>
      <p>
        <Link href="/privacy/choices">{t('choicesLink')}</Link>
      </p>
      <nav aria-labelledby="privacy-toc" className={styles.toc}>
        <h2 id="privacy-toc" className="visually-hidden">
          {t('title')}
        </h2>
        <ol>
          {Object.entries(sections).map(([id, section]) => (
            <li key={id}>
              <a href={`#${id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <PolicySections
        sections={sections}
        after={{
          // The schedule the site keeps (lib/privacy/retention.ts), under the paragraph that promises it.
          security: (
            <>
              <h3 id="retention-title">{t('retentionTitle')}</h3>
              <RetentionTable labelledBy="retention-title" words={retention} />
            </>
          ),
        }}
      />
    </article>
  );
}
