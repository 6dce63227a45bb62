import { CODE_KINDS } from '@/lib/content/codes';
import { publicJson, route } from '@/lib/server/http';
import { choiceParam } from '@/lib/server/query';
import { listCodes } from '@/lib/server/services/common-codes';

/** common/code/?code=location|city|productcategory|jobtype|careertype, labels in the request's language. */
export const GET = route(async (request, _context: unknown, locale) => {
  const url = new URL(request.url);
  const kind = choiceParam(url, 'code', CODE_KINDS, 'location', locale);
  return publicJson(await listCodes(kind, locale));
});
