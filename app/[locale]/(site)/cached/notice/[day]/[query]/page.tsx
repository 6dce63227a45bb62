import { AnnouncementView, announcementMetadata } from '@/app/[locale]/(site)/announcement/announcement-view';
import { cachedViewRoute } from '../../../cached-view';

const route = cachedViewRoute('notice', {
  metadata: (locale, query) => announcementMetadata(locale, { page: 1, id: Number(query.id) }),
  render: (locale, query) => <AnnouncementView locale={locale} query={{ page: 1, id: Number(query.id) }} />,
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
