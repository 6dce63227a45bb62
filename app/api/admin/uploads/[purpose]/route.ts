import { isUploadPurpose, MAX_UPLOAD_BYTES, UPLOAD_RULES, type UploadPurpose } from '@/lib/admin/upload-purposes';
import { json, notFound } from '@/lib/server/http';
import { staffRoute } from '@/lib/server/admin/staff-route';
import { readMultipart } from '@/lib/server/request-body';
import { checkStaffUpload } from '@/lib/server/uploads/check-staff-upload';
import { stageUpload, sweepPendingFiles } from '@/lib/server/services/staff-uploads';

type Context = RouteContext<'/api/admin/uploads/[purpose]'>;

async function purposeOf(context: Context): Promise<UploadPurpose | null> {
  const { purpose } = await context.params;
  return isUploadPurpose(purpose) ? purpose : null;
}

/**
 * POST one file (`file`) for a purpose (editor-image, flyer, thumbnail, slide-image, slide-video,
 * attachment): checked by that purpose's rules and by content, stored pending until a saved
 * record uses it. Answers 201 {id, url, name}.
 */
export const POST = staffRoute(
  async (context: Context, locale) => {
    const purpose = await purposeOf(context);
    if (!purpose) throw notFound(locale);
    return UPLOAD_RULES[purpose].permissions;
  },
  async (request, context, locale, staff) => {
    const purpose = (await purposeOf(context))!;
    const { files } = await readMultipart(request, locale, MAX_UPLOAD_BYTES + 1_048_576);
    const upload = await checkStaffUpload(purpose, files, locale);
    const staged = await stageUpload(upload, purpose, staff);
    // Each upload also clears what earlier ones left unused for a day.
    await sweepPendingFiles();
    return json(staged, { status: 201 });
  },
);
