import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { HEADER_LINKS } from '@/lib/content/site-links';
import { BrandLogo } from './brand-logo';
import { Icon } from '@/components/ui/icon';
import { LocaleSwitch } from './locale-switch';
import { MainNav } from './main-nav';
import styles from './site-header.module.css';

export async function SiteHeader() {
  const t = await getTranslations('header');
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label={t('home')}>
          <BrandLogo />
        </Link>
        <div className={styles.tools}>
          <Link href="/my-store" className={styles.myStore}>
            <Icon name="pin" size={20} />
            <span className={styles.myStoreLabel}>{t('myStore')}</span>
          </Link>
          <LocaleSwitch label={t('language')} names={{ ko: t('switchTo.ko'), en: t('switchTo.en') }} />
          <MainNav
            links={HEADER_LINKS.map(({ key, href }) => ({ href, label: t(`nav.${key}`) }))}
            labels={{ nav: t('mainNav'), open: t('openMenu'), close: t('closeMenu') }}
          />
        </div>
      </div>
    </header>
  );
}
