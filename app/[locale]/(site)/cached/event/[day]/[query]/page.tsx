import { EventListView, eventListMetadata, eventListQuery } from '@/app/[locale]/(site)/event/event-list-view';
import { cachedViewRoute } from '../../../cached-view';

const route = cachedViewRoute('event', {
  metadata: (locale, query) => eventListMetadata(locale, eventListQuery(query)),
  render: (locale, query, day) => <EventListView locale={locale} query={eventListQuery(query)} today={day} />,
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
