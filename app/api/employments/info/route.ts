import { storeToday } from '@/lib/dates';
import { publicJson, route } from '@/lib/server/http';
import { assertPageExists, pageParam, toPaged } from '@/lib/server/pagination';
import { choiceParam, intListParam } from '@/lib/server/query';
import { listPostings } from '@/lib/server/services/postings';
import { payJson } from '@/lib/careers/pay';

/** employments/info/?cities=&jobTypes=&careerTypes=&ordering=created_at|due_date&page= */
export const GET = route(async (request, _context: unknown, locale) => {
  const url = new URL(request.url);
  const page = pageParam(url, locale);
  const query = {
    page,
    cities: intListParam(url, 'cities', locale),
    jobTypes: intListParam(url, 'jobTypes', locale),
    careerTypes: intListParam(url, 'careerTypes', locale),
    ordering: choiceParam(url, 'ordering', ['created_at', 'due_date'] as const, 'created_at', locale),
  };
  const found = await listPostings(query, storeToday());
  assertPageExists(page, found.count, locale);
  return publicJson(toPaged(url, { ...found, results: found.results.map((posting) => ({ ...posting, pay: payJson(posting.pay, locale) })) }));
});
