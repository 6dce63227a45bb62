import type { Metadata } from 'next';
import { ServerImage } from '@/components/ui/server-image';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo/metadata';
import { CONTACT_BUTTONS, MINI_LINKS, PRODUCT_SECTIONS, QUICK_BOXES } from '@/components/home/home-links';
import { ExternalLink } from '@/components/layout/external-link';
import { Icon } from '@/components/ui/icon';
import styles from '@/components/home/home.module.css';
import { SiteJsonLd } from '@/components/seo/site-json-ld';
import { MainVisualSection } from '@/components/home/main-visual-section';
import { BannerSection } from '@/components/home/banner-section';
import { AnnouncementList } from '@/components/home/announcement-list';
import { listRecentAnnouncements } from '@/lib/server/services/announcements';
import { listMainVisuals } from '@/lib/server/services/slides';
import { previewOf } from '@/lib/server/preview';
import { readOrNull } from '@/lib/server/services/read-or-null';
import { listStores } from '@/lib/server/services/stores';
import { specialHoursAround } from '@/lib/server/services/special-hours';
import { HolidayHoursNotice } from '@/components/stores/holiday-hours-notice';
import { storeToday } from '@/lib/dates';
import { now } from '@/lib/server/clock';
import { getPathname } from '@/lib/i18n/navigation';
import { MyStoreCard, MyStorePrompt } from '@/components/stores/my-store-card';
import { WeeklyAdBox } from '@/components/weekly-ad/weekly-ad-box';

export async function homeMetadata(locale: AppLocale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    ...pageMetadata({ locale, path: '/', description: t('homeDescription') }),
    title: { absolute: t('homeTitle') },
  };
}

/**
 * The home page: slides, news and the ways into the site; for a shopper who chose a store (its
 * twin for that store, proxy.ts), that store's hours today first.
 */
export async function HomeView({ locale, myStore }: { locale: AppLocale; myStore?: string }) {
  const t = await getTranslations('home');
  const tc = await getTranslations('common');
  const tm = await getTranslations('meta');
  const other = await getTranslations({ locale: locale === 'ko' ? 'en' : 'ko', namespace: 'meta' });
  const today = storeToday(now());
  const [visuals, announcements, stores, specials] = await Promise.all([
    readOrNull('main visuals', async () => listMainVisuals((await previewOf('slide')) ?? undefined)),
    readOrNull('recent announcements', listRecentAnnouncements),
    readOrNull('stores', listStores),
    readOrNull('special hours', () => specialHoursAround(today)),
  ]);
  const store = myStore ? stores?.find((candidate) => candidate.slug === myStore) : undefined;

  return (
    <>
      <SiteJsonLd locale={locale} name={tm('siteName')} alternateName={other('siteName')} />
      <MainVisualSection locale={locale} visuals={visuals} />
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <div className={styles.heroInner}>
          <h1 id="home-hero-title" className={styles.heroTitle}>
            {t('heroTitle')}
          </h1>
          <p className={styles.heroText}>{t('heroText')}</p>
        </div>
      </section>

      <div className={`page-wide ${styles.section}`}>
        {store ? <MyStoreCard locale={locale} store={store} today={today} specials={specials ?? []} back={getPathname({ href: '/', locale })} /> : <MyStorePrompt locale={locale} back={getPathname({ href: '/', locale })} />}
      </div>
      {specials ? (
        <div className={`page-wide ${styles.section}`}>
          <HolidayHoursNotice specials={specials} today={today} locale={locale} linkToStores />
        </div>
      ) : null}
      <section className={`page-wide ${styles.section}`} aria-labelledby="home-quick-title">
        <h2 id="home-quick-title" className={styles.sectionTitle}>
          {t('quickTitle')}
        </h2>
        <ul className={styles.quick}>
          {QUICK_BOXES.map(({ key, href, icon }) => (
            <li key={key}>
              <Link href={href} className={styles.quickBox}>
                <Icon name={icon} size={36} className={styles.quickIcon} />
                <strong>{t(`quick.${key}.title`)}</strong>
                <span>{t(`quick.${key}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={`page-wide ${styles.section}`} aria-labelledby="home-mini-title">
        <h2 id="home-mini-title" className="visually-hidden">
          {t('miniTitle')}
        </h2>
        <ul className={styles.mini}>
          {MINI_LINKS.map((item) => {
            const content = (
              <>
                <span className={styles.miniIcon}>
                  <Icon name={item.icon} />
                </span>
                {t(`mini.${item.key}`)}
              </>
            );
            return (
              <li key={item.key}>
                {'external' in item ? (
                  <ExternalLink href={item.href} newTabLabel={tc('newTab')} className={styles.miniLink}>
                    {content}
                  </ExternalLink>
                ) : (
                  <Link href={item.href} className={styles.miniLink}>
                    {content}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <BannerSection locale={locale} stores={stores} />

      <section className={`page-wide ${styles.section}`} aria-labelledby="home-products-title">
        <h2 id="home-products-title" className={styles.sectionTitle}>
          {t('productsTitle')}
        </h2>
        <p className={styles.sectionText}>{t('productsText')}</p>
        <ul className={styles.products}>
          {PRODUCT_SECTIONS.map(({ key, href, tone, picture }) => (
            <li key={key}>
              <Link href={href} className={styles.product} style={{ background: tone }}>
                <ServerImage src={`/images/food/${picture}.webp`} alt="" width={104} height={104} sizes="(min-width: 769px) 104px, 72px" className={styles.productPicture} />
                {t(`products.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <AnnouncementList locale={locale} announcements={announcements} />

      <div className={`page-wide ${styles.section}`}>
        <WeeklyAdBox locale={locale} page={getPathname({ href: '/', locale })} store={store?.slug} />
      </div>

      <section className={`page-wide ${styles.section}`} aria-labelledby="home-contact-title">
        <h2 id="home-contact-title" className={styles.sectionTitle}>
          {t('contactTitle')}
        </h2>
        <ul className={styles.contact}>
          {CONTACT_BUTTONS.map(({ key, href }) => (
            <li key={key}>
              <Link href={href} className="button button-outline">
                {t(`contact.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
