import { AnnouncementView, announcementMetadata } from '@/app/[locale]/(site)/announcement/announcement-view';
import { announcementPage } from '@/lib/announcements/announcement-address';
import { cachedViewRoute } from '../../../cached-view';

const route = cachedViewRoute('announcement', {
  metadata: (locale, query) => announcementMetadata(locale, { page: announcementPage(query), id: null }),
  render: (locale, query) => <AnnouncementView locale={locale} query={{ page: announcementPage(query), id: null }} />,
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
