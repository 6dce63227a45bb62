import { notFound, parseId, publicJson, route } from '@/lib/server/http';
import { getAnnouncement } from '@/lib/server/services/announcements';

export const GET = route(async (_request, context: RouteContext<'/api/announcement/[id]'>, locale) => {
  const announcement = await getAnnouncement(parseId((await context.params).id, locale));
  if (!announcement) throw notFound(locale);
  return publicJson(announcement);
});
