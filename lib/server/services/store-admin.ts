import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { storeBySlug } from '@/lib/content/stores';
import { invalidate, TAGS } from '@/lib/server/cache';
import { getDb } from '@/lib/server/db';
import { storeDetails, uploadedFiles } from '@/lib/server/db/schema';
import { detailsOf, type StoreDetails, type WeekHours } from '@/lib/stores/store';
import { minutesOf } from '@/lib/validation/clock-fields';
import { linesOf, STORE_PHOTO_SLOTS, WEEK_DAYS, type StoreDetailsInput } from '@/lib/validation/store-details';
import { audit } from './audit';
import { fileUrl } from './files';
import { claimFiles } from './staff-uploads';
import type { Actor } from './staff-accounts';

export type StoreRefusal = 'notFound' | 'badFile';

const weekOf = (input: StoreDetailsInput): WeekHours =>
  WEEK_DAYS.map((day) => (input[`closed${day}`] ? null : { open: minutesOf(input[`opens${day}`]!), close: minutesOf(input[`closes${day}`]!) })) as WeekHours;

/** The details that differ, by name, for the audit log ("tel, week"). */
const changed = (before: StoreDetails, after: StoreDetails) =>
  (Object.keys(after) as Array<keyof StoreDetails>).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])).join(', ') || 'nothing';

/**
 * Saves what staff keep up to date about a store, audited, all or nothing; its page, the locator,
 * the sitemap's data and the API show it at once. A photo slot with a file replaces that photo
 * with the stored public image; an empty one keeps it.
 */
export async function saveStoreDetails(slug: string, input: StoreDetailsInput, actor: Actor): Promise<{ slug: string } | StoreRefusal> {
  if (!storeBySlug(slug)) return 'notFound';
  const chosen = STORE_PHOTO_SLOTS.flatMap((slot) => (input[`photo${slot}`] === undefined ? [] : [{ slot, id: input[`photo${slot}`]! }]));
  const db = await getDb();
  const images = chosen.length
    ? await db
        .select({ id: uploadedFiles.id, name: uploadedFiles.originalName, storageKey: uploadedFiles.storageKey, mimeType: uploadedFiles.mimeType })
        .from(uploadedFiles)
        .where(and(inArray(uploadedFiles.id, chosen.map((photo) => photo.id)), eq(uploadedFiles.visibility, 'public')))
    : [];
  const urls = new Map(images.filter((image) => image.mimeType.startsWith('image/')).map((image) => [image.id, fileUrl(image.id, image.name, image.storageKey)]));
  if (chosen.some((photo) => !urls.has(photo.id))) return 'badFile';

  const saved = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(storeDetails).where(eq(storeDetails.storeSlug, slug)).for('update');
    if (!current) return false;
    const photos = [...current.photos];
    for (const { slot, id } of chosen) photos[slot - 1] = urls.get(id)!;
    const next: StoreDetails = {
      address: input.address,
      zipcode: input.zipcode,
      tel: input.tel,
      week: weekOf(input),
      food: input.food,
      foodList: linesOf(input.foodList),
      foodListEng: linesOf(input.foodListEng),
      snack: input.snack,
      lat: input.lat,
      lng: input.lng,
      photos,
    };
    await tx.update(storeDetails).set({ ...next, updatedAt: new Date() }).where(eq(storeDetails.storeSlug, slug));
    await claimFiles(tx, chosen.map((photo) => photo.id));
    await audit({ staffId: actor.staffId, action: 'store-update', subjectKind: 'store', detail: `${slug}: ${changed(detailsOf(current), next)}`, address: actor.address }, tx);
    return true;
  });
  if (!saved) return 'notFound';
  invalidate(TAGS.stores);
  return { slug };
}
