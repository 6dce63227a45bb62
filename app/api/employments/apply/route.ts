import { storeToday } from '@/lib/dates';
import { fieldError } from '@/lib/server/http';
import { submissionRoute } from '@/lib/server/route-kits';
import { createApplication, postingState } from '@/lib/server/services/employments';
import { careerApplicationSchema } from '@/lib/validation/career-application';

/** employments/apply/ (multipart): an application to an open posting (employment_info). */
export const POST = submissionRoute(careerApplicationSchema, async (input, uploads, locale) => {
  const state = await postingState(input.employment_info, storeToday());
  if (state !== 'open') throw fieldError('employment_info', state === 'closed' ? 'postingClosed' : 'postingMissing', locale);
  return createApplication(input, uploads);
});
