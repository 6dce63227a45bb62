import { storeToday } from '@/lib/dates';
import { publicJson, route } from '@/lib/server/http';
import { assertPageExists, pageParam, toPaged } from '@/lib/server/pagination';
import { intParam } from '@/lib/server/query';
import { listDealBoard } from '@/lib/server/services/deals';

/** events/board/?location= : a store's current and coming deals (spec: count, results, current_page). */
export const GET = route(async (request, _context: unknown, locale) => {
  const url = new URL(request.url);
  const page = pageParam(url, locale);
  const location = intParam(url, 'location', { min: 0, max: 4 }, locale);
  const found = await listDealBoard({ page, location: location || undefined, today: storeToday() });
  assertPageExists(page, found.count, locale);
  return publicJson(toPaged(url, found));
});
