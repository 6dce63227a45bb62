import { storeToday } from '@/lib/dates';
import { fieldError } from '@/lib/server/http';
import { submissionRoute } from '@/lib/server/route-kits';
import { postingState } from '@/lib/server/services/postings';
import { createApplication } from '@/lib/server/services/applications';
import { applicationSchema } from '@/lib/validation/application';

/** employments/apply/ (multipart): an application to an open posting (employment_info). */
export const POST = submissionRoute(applicationSchema, async (input, uploads, locale) => {
  const state = await postingState(input.employment_info, storeToday());
  if (state !== 'open') throw fieldError('employment_info', state === 'closed' ? 'postingClosed' : 'postingMissing', locale);
  return createApplication(input, uploads, locale);
});
