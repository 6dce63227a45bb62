import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { GIFT_CARD_AMOUNTS } from '@/lib/content/business';
import styles from '@/components/static/static-page.module.css';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';

const POINTS = ['where', 'expiry', 'exclusions', 'cash', 'lost', 'delivery'] as const;

export const generateMetadata = staticPageMetadata('giftcard', '/giftcard');

export default async function GiftCardPage({ params }: PageProps<'/[locale]/giftcard'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('giftcard');

  return (
    <div className="page-wide">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>

      <section aria-labelledby="giftcard-amounts">
        <h2 id="giftcard-amounts" className={styles.heading}>
          {t('amountsTitle')}
        </h2>
        <ul className={styles.cards}>
          {GIFT_CARD_AMOUNTS.map((amount) => (
            <li key={amount} className={styles.card} data-amount={amount}>
              <span className={styles.cardBrand} aria-hidden="true">
                LOTTE PLAZA MARKET
              </span>
              <span className={styles.cardAmount} aria-hidden="true">${amount}</span>
              <span className="visually-hidden">{t('cardLabel', { amount: `$${amount}` })}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="giftcard-how" className={styles.section}>
        <h2 id="giftcard-how" className={styles.heading}>
          {t('howTitle')}
        </h2>
        <ul className={styles.points}>
          {POINTS.map((key) => (
            <li key={key}>{t(`points.${key}`)}</li>
          ))}
        </ul>
        <p>
          <Link href="/location" className="button">
            {t('storesLink')}
          </Link>
        </p>
      </section>
    </div>
  );
}
