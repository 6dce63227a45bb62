import { DealView, dealFrom, dealMetadata } from '@/app/[locale]/(site)/event/[id]/deal-view';
import { cachedViewRoute } from '../../../cached-view';

const route = cachedViewRoute('deal', {
  metadata: async (locale, query) => dealMetadata(locale, await dealFrom(String(query.id))),
  render: async (locale, query) => <DealView locale={locale} event={await dealFrom(String(query.id))} />,
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
