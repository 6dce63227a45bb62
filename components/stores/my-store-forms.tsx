import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { CHOOSABLE_STORES } from '@/lib/stores/my-store';
import { storeNames } from '@/lib/stores/store-names';
import styles from './my-store.module.css';

/*
 * The forms that choose or forget a shopper's store: plain posts to /api/my-store, so they work
 * before any script; `back` is the page to come back to (else the My store page says what changed).
 */

const ACTION = '/api/my-store/';

function Hidden({ locale, back }: { locale: AppLocale; back?: string }) {
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      {back ? <input type="hidden" name="back" value={back} /> : null}
    </>
  );
}

/** A select of every store a shopper can choose, grouped by state, `current` selected. */
export async function StoreSelect({ locale, current, id }: { locale: AppLocale; current?: string; id?: string }) {
  const states = await getTranslations({ locale, namespace: 'stores.states' });
  const name = await storeNames(locale);
  const byState = [...new Set(CHOOSABLE_STORES.map((store) => store.state))].map((state) => [state, CHOOSABLE_STORES.filter((store) => store.state === state)] as const);
  return (
    <select id={id} name="store" className={styles.select} defaultValue={current ?? CHOOSABLE_STORES[0]!.slug} required>
      {byState.map(([state, stores]) => (
        <optgroup key={state} label={states(state)}>
          {stores.map((store) => (
            <option key={store.slug} value={store.slug}>
              {name(store.slug)}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}

/** Every store a shopper can choose, with the current one selected, kept as My store. */
export async function StoreChooser({ locale, current, back }: { locale: AppLocale; current?: string; back?: string }) {
  const t = await getTranslations({ locale, namespace: 'myStore' });
  return (
    <form method="post" action={ACTION} className={styles.chooser}>
      <Hidden locale={locale} back={back} />
      <label>
        {t('storeLabel')}
        <StoreSelect locale={locale} current={current} />
      </label>
      <button type="submit" className="button">
        {t('save')}
      </button>
    </form>
  );
}

/** One store's "Make this my store" (a store page). */
export function MyStoreButton({ locale, slug, label }: { locale: AppLocale; slug: string; label: string }) {
  return (
    <form method="post" action={ACTION}>
      <Hidden locale={locale} />
      <input type="hidden" name="store" value={slug} />
      <button type="submit" className="button button-outline">
        {label}
      </button>
    </form>
  );
}

/** Forgets the store in this browser. */
export async function ForgetMyStore({ locale, back }: { locale: AppLocale; back?: string }) {
  const t = await getTranslations({ locale, namespace: 'myStore' });
  return (
    <form method="post" action={ACTION}>
      <Hidden locale={locale} back={back} />
      <input type="hidden" name="store" value="" />
      <button type="submit" className={styles.textButton}>
        {t('forget')}
      </button>
    </form>
  );
}
