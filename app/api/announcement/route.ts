import { publicJson, route } from '@/lib/server/http';
import { assertPageExists, pageParam, toPaged } from '@/lib/server/pagination';
import { listAnnouncements } from '@/lib/server/services/announcements';

export const GET = route(async (request, _context: unknown, locale) => {
  const url = new URL(request.url);
  const page = pageParam(url, locale);
  const found = await listAnnouncements(page);
  assertPageExists(page, found.count, locale);
  return publicJson(toPaged(url, found));
});
