import { getTranslations } from 'next-intl/server';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { formatMoment } from '@/lib/format/dates';
import { CHOOSABLE_STORES } from '@/lib/stores/my-store';
import { storeNames } from '@/lib/stores/store-names';
import { listSubscribers, readSubscriberAsStaff, type SubscriberRow } from '@/lib/server/services/weekly-ad-admin';
import type { Subscriber } from '@/lib/server/services/weekly-ad';
import { ActionForm } from '@/components/admin/action-form';
import { removeSubscriberAction } from '../weekly-ad-actions';
import type { ListPages, SentRecord } from '../kinds/kind-pages';

/*
 * The weekly ad's subscribers (issue 53, admins): the addresses, narrowed by store and state, each
 * opening its own page (an audited read) with the proof of its consent and the way to remove it.
 */

const STATES = ['confirmed', 'pending', 'unsubscribed'] as const;

export const subscriberPages: ListPages<SubscriberRow> = {
  filters: [
    {
      type: 'select',
      name: 'store',
      label: 'store',
      all: 'allStores',
      options: async (locale) => {
        const name = await storeNames(locale);
        return CHOOSABLE_STORES.map((store, index) => ({ value: index + 1, label: name(store.slug)! }));
      },
    },
    { type: 'select', name: 'status', label: 'status', all: 'allStates', options: (_locale, t) => STATES.map((state, index) => ({ value: index + 1, label: t(`states.${state}`) })) },
  ],
  list: (values, page) =>
    listSubscribers(page, {
      store: typeof values.store === 'number' ? CHOOSABLE_STORES[values.store - 1]?.slug : undefined,
      status: typeof values.status === 'number' ? STATES[values.status - 1] : undefined,
    }),
  columns: ['number', 'email', 'store', 'language', 'status', 'date'],
  cells: async (row, { locale, t, href }) => {
    const name = await storeNames(locale);
    const ad = await getTranslations({ locale, namespace: 'weeklyAd' });
    return [
      row.id,
      <Link key="email" href={href} prefetch={false}>
        {row.email}
      </Link>,
      name(row.store) ?? row.store,
      ad(`languages.${row.language}`),
      t(`states.${row.status}`),
      formatMoment(row.created_at, locale),
    ];
  },
};

export const subscriberRecord: SentRecord<Subscriber> = {
  load: readSubscriberAsStaff,
  heading: (subscriber) => subscriber.email,
  async facts(subscriber, { locale, t }) {
    const name = await storeNames(locale);
    const ad = await getTranslations({ locale, namespace: 'weeklyAd' });
    const moment = (at: Date | null) => (at ? formatMoment(at, locale, { seconds: true }) : null);
    return [
      { label: t('store'), value: name(subscriber.storeSlug) ?? subscriber.storeSlug },
      { label: t('language'), value: ad(`languages.${subscriber.language}`) },
      { label: t('editions'), value: subscriber.editions.map((edition) => ad(`editions.${edition}`)).join(', ') },
      { label: t('watches'), value: subscriber.watches.join(', ') || null },
      { label: t('status'), value: t(`states.${subscriber.status}`) },
      { label: t('consentAt'), value: moment(new Date(subscriber.consent.at)) },
      { label: t('consentAddress'), value: subscriber.consent.address },
      { label: t('consentPage'), value: subscriber.consent.page },
      { label: t('consentText'), value: subscriber.consent.text },
      { label: t('confirmedAt'), value: moment(subscriber.confirmedAt) },
      { label: t('unsubscribedAt'), value: moment(subscriber.unsubscribedAt) },
    ];
  },
  files: () => [],
  below: async (subscriber, { locale, t }) => (
    <>
      <h2>{t('remove')}</h2>
      <p>{t('removeHint')}</p>
      <ActionForm
        action={removeSubscriberAction.bind(null, locale)}
        id={subscriber.id}
        label={t('remove')}
        confirm={t('remove')}
        danger
        signInAgain={(await getTranslations({ locale, namespace: 'admin' }))('signInAgain')}
        loginHref={getPathname({ href: '/admin/login', locale })}
      />
    </>
  ),
};
