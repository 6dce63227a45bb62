import 'server-only';
import { tenantApplications } from '@/lib/server/db/schema';
import type { CheckedUpload } from '@/lib/server/uploads/check-uploads';
import type { TenantApplicationInput } from '@/lib/validation/tenant-application';
import type { AppLocale } from '@/lib/i18n/routing';
import { queueNewRecordNotices, queueReceipt } from '@/lib/server/mail/notices';
import { nudgeMailWorker } from '@/lib/server/mail/worker';
import { persistWithFiles } from './files';

/** Stores a food-court tenant application with its documents, all or nothing, and queues the staff's mail. */
export async function createTenantApplication(input: TenantApplicationInput, uploads: CheckedUpload[], locale: AppLocale): Promise<number> {
  const id = await persistWithFiles('tenant', uploads, async (tx, files) => {
    const [row] = await tx
      .insert(tenantApplications)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        storename: input.storename,
        address: input.address,
        businessType: input.business_type,
        ...files,
      })
      .returning({ id: tenantApplications.id, createdAt: tenantApplications.createdAt });
    await queueNewRecordNotices('tenant', row!.id, row!.createdAt, tx);
    const sent = { kind: 'tenant', storename: input.storename, businessType: input.business_type, address: input.address } as const;
    await queueReceipt({ ...input, id: row!.id, files: uploads.length, createdAt: row!.createdAt, locale }, sent, tx);
    return row!.id;
  });
  nudgeMailWorker();
  return id;
}
