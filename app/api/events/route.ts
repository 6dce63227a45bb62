import { storeToday } from '@/lib/dates';
import { publicJson, route } from '@/lib/server/http';
import { assertPageExists, pageParam, toPaged } from '@/lib/server/pagination';
import { intParam, textParam } from '@/lib/server/query';
import { listDeals } from '@/lib/server/services/deals';

/** events/?page=&location=&search= : special deals, on now first. */
export const GET = route(async (request, _context: unknown, locale) => {
  const url = new URL(request.url);
  const page = pageParam(url, locale);
  const location = intParam(url, 'location', { min: 0, max: 4 }, locale);
  const found = await listDeals({ page, location: location || undefined, search: textParam(url, 'search', 100), today: storeToday() });
  assertPageExists(page, found.count, locale);
  return publicJson(toPaged(url, found));
});
