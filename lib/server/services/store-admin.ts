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
import { keepDetailsBaseline, keepDetailsRevision } from './store-revisions';
import { fileUrl } from './files';
import { claimFiles, fileIdsInHtml } from './staff-uploads';
import { deleteUnusedFiles } from './unused-files';
import type { Actor } from './staff-accounts';

export type StoreRefusal = 'notFound' | 'badFile';

/** What a store photo may be: what the `store-photo` upload takes, and every browser shows. */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const weekOf = (input: StoreDetailsInput): WeekHours =>
  WEEK_DAYS.map((day) => (input[`closed${day}`] ? null : { open: minutesOf(input[`opens${day}`]!), close: minutesOf(input[`closes${day}`]!) })) as WeekHours;

/** The details that differ, by name, for the audit log ("tel, week"). */
const changed = (before: StoreDetails, after: StoreDetails) =>
  (Object.keys(after) as Array<keyof StoreDetails>).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])).join(', ') || 'nothing';

/**
 * Saves what staff keep up to date about a store, audited, all or nothing; its page, the locator,
 * the ZIP search and search engines' data show it at once. A photo slot with a file replaces that
 * photo with the stored public image (the one it replaces is deleted unless used elsewhere); an
 * empty slot keeps it.
 */
export async function saveStoreDetails(slug: string, input: StoreDetailsInput, actor: Actor): Promise<{ slug: string } | StoreRefusal> {
  if (!storeBySlug(slug)) return 'notFound';
  const chosen = STORE_PHOTO_SLOTS.flatMap((slot) => (input[`photo${slot}`] === undefined ? [] : [{ slot, id: input[`photo${slot}`]! }]));
  if (new Set(chosen.map((photo) => photo.id)).size !== chosen.length) return 'badFile';
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    // Locked: the sweep of unused files waits, then finds them used here.
    const images = chosen.length
      ? await tx
          .select({ id: uploadedFiles.id, name: uploadedFiles.originalName, storageKey: uploadedFiles.storageKey, mimeType: uploadedFiles.mimeType })
          .from(uploadedFiles)
          .where(and(inArray(uploadedFiles.id, chosen.map((photo) => photo.id)), eq(uploadedFiles.visibility, 'public')))
          .for('update')
      : [];
    const urls = new Map(images.filter((image) => PHOTO_TYPES.includes(image.mimeType)).map((image) => [image.id, fileUrl(image.id, image.name, image.storageKey)]));
    if (chosen.some((photo) => !urls.has(photo.id))) return 'badFile' as const;
    const [current] = await tx.select().from(storeDetails).where(eq(storeDetails.storeSlug, slug)).for('update');
    if (!current) return 'notFound' as const;
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
    await keepDetailsBaseline(tx, slug, detailsOf(current));
    await tx.update(storeDetails).set({ ...next, updatedAt: new Date() }).where(eq(storeDetails.storeSlug, slug));
    await keepDetailsRevision(tx, slug, next, actor, 'update');
    await claimFiles(tx, chosen.map((photo) => photo.id));
    await audit({ staffId: actor.staffId, action: 'store-update', subjectKind: 'store', detail: `${slug}: ${changed(detailsOf(current), next)}`, address: actor.address }, tx);
    return { replaced: fileIdsInHtml(chosen.map(({ slot }) => current.photos[slot - 1] ?? '').join(' ')) };
  });
  if (typeof saved === 'string') return saved;
  invalidate(TAGS.stores);
  // A stored photo replaced goes, unless something else still shows it.
  await deleteUnusedFiles(saved.replaced);
  return { slug };
}
