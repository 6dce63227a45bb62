import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { EXTERNAL_LINKS, FOOTER_LINKS, LEGAL_LINKS } from '@/lib/content/site-links';
import { BrandLogo } from './brand-logo';
import { ExternalLink } from './external-link';
import { FacebookIcon, InstagramIcon } from './social-icons';
import styles from './site-footer.module.css';

export async function SiteFooter() {
  const t = await getTranslations('footer');
  const tc = await getTranslations('common');
  const th = await getTranslations('header');
  const tl = await getTranslations('footerLegal');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link href="/" className={styles.logo} aria-label={th('home')}>
            <BrandLogo />
          </Link>
          <p className={styles.tagline}>{t('tagline')}</p>
          <ul className={styles.social} aria-label={t('social')}>
            <li>
              <ExternalLink href={EXTERNAL_LINKS.facebook} newTabLabel={tc('newTab')} aria-label={`${t('facebook')} ${tc('newTab')}`} className={styles.socialLink}>
                <FacebookIcon />
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={EXTERNAL_LINKS.instagram} newTabLabel={tc('newTab')} aria-label={`${t('instagram')} ${tc('newTab')}`} className={styles.socialLink}>
                <InstagramIcon />
              </ExternalLink>
            </li>
          </ul>
        </div>
        <nav id="site-map" aria-label={t('siteMap')}>
          <ul className={styles.links}>
            {FOOTER_LINKS.map(({ key, href }) => (
              <li key={key}>
                <Link href={href} className={styles.link}>
                  {t(`links.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <nav aria-label={tl('label')}>
          <ul className={styles.legal}>
            {LEGAL_LINKS.map(({ key, href }) => (
              <li key={key}>
                <Link href={href} prefetch={false} className={styles.link}>
                  {tl(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
