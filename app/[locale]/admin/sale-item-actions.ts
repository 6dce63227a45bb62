'use server';

import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import type { AnyObjectSchema, InferType } from 'yup';
import type { AdminFormState } from '@/lib/admin/form-state';
import { importModeOf, MAX_IMPORT_BYTES, problemLines, uploadedText, type ItemImportState, type UploadRefusal } from '@/lib/admin/item-import';
import { recordId } from '@/lib/admin/record-id';
import { actor, checked, isState, languageOf } from '@/lib/server/admin/action-kit';
import type { AppLocale } from '@/lib/i18n/routing';
import { parseItems } from '@/lib/sale/item-import';
import type { Edition } from '@/lib/sale/items';
import { ApiError } from '@/lib/server/http';
import { importSaleItems, itemShownAt, previewSaleImport, setItemPicture, setItemSpot } from '@/lib/server/services/sale-items';
import { now } from '@/lib/server/clock';
import type { Actor } from '@/lib/server/services/staff-accounts';
import { checkStaffUpload } from '@/lib/server/uploads/check-staff-upload';
import { itemPictureSchema } from '@/lib/validation/item-picture';
import { itemSpotSchema, spotTargetSchema } from '@/lib/validation/item-spot';

/* A weekly sale's flyer items in the back office: import the week's list, place an item on a flyer, give it a picture. Each checks itself (action-kit). */

const PERMISSION = 'sales:manage';
const NAMESPACE = 'admin.sales.items';
// The sale's page is expired by the service; this refreshes the back office's own.
const refreshAdmin = () => revalidatePath('/[locale]/admin/[section]', 'layout');
const itemWords = (locale: AppLocale) => getTranslations({ locale, namespace: NAMESPACE });
type ItemWords = Awaited<ReturnType<typeof itemWords>>;

/** The pasted rows (`rows`) or the uploaded CSV (`file`), one of the two, or why neither can be read. */
async function importedText(form: FormData, rows: string): Promise<{ text: string } | { refusal: UploadRefusal | 'nothing' | 'both' }> {
  const file = form.get('file');
  const upload = file instanceof File && file.size > 0 ? file : null;
  if (upload && rows.trim()) return { refusal: 'both' };
  if (upload) {
    const read = await uploadedText(upload);
    return typeof read === 'string' ? { text: read } : read;
  }
  if (new TextEncoder().encode(rows).length > MAX_IMPORT_BYTES) return { refusal: 'tooLarge' };
  return rows.trim() ? { text: rows } : { refusal: 'nothing' };
}

/**
 * The week's items from pasted or uploaded rows, in two steps: a check (`step` absent) reads the
 * rows and answers what the import will add, change and remove, to be confirmed; the confirmation
 * (`step=import`, with the rows read and the list's version) imports them, all or nothing, unless
 * the list changed since the check, when it answers the new preview instead. A refusal lists every
 * problem by line.
 */
export async function importSaleItemsAction(rawLocale: string, saleId: number, _state: ItemImportState, form: FormData): Promise<ItemImportState> {
  const locale = languageOf(rawLocale);
  const rawRows = form.get('rows');
  const rows = typeof rawRows === 'string' ? rawRows : '';
  const mode = importModeOf(form.get('mode'));
  const confirming = form.get('step') === 'import';
  // What was pasted comes back with every refusal (unless it is itself what is wrong); a confirmation's rows were never in the box.
  const text = rows.length <= MAX_IMPORT_BYTES && !confirming ? rows : '';
  const who = await actor(PERMISSION, locale);
  if (isState(who)) return { ...who, text, mode };
  const t = await itemWords(locale);
  const id = recordId(saleId);
  if (id === null) return { status: 'error', message: t('notFound'), text, mode };
  const read = await importedText(form, rows);
  if ('refusal' in read) return { status: 'error', message: t(read.refusal), text, mode };
  const parsed = parseItems(read.text);
  if (!parsed.ok) {
    const validation = await getTranslations({ locale, namespace: 'validation' });
    const problems = problemLines(parsed.problems, (key, values) => t(key as 'problem', values), (key) => (validation.has(key as 'required') ? validation(key as 'required') : key));
    return { status: 'error', message: t('refused', { count: parsed.problems.length }), problems, text, mode };
  }
  const version = form.get('version');
  if (!confirming || typeof version !== 'string') {
    const planned = await previewSaleImport(id, parsed.items, mode);
    if (planned === null) return { status: 'error', message: t('notFound'), text, mode };
    return { status: 'idle', text, mode, checked: { preview: planned.preview, rows: read.text, version: planned.version } };
  }
  const outcome = await importSaleItems(id, parsed.items, mode, version, who);
  if (outcome === null) return { status: 'error', message: t('notFound'), text, mode };
  if (outcome.status === 'changed') {
    return { status: 'error', message: t('changedSince'), text, mode, checked: { preview: outcome.preview, rows: read.text, version: outcome.version } };
  }
  refreshAdmin();
  const { added, changed, removed, unchanged } = outcome.preview;
  return { status: 'done', mode, message: t('imported', { added: added.length, changed: changed.length, removed: removed.length, unchanged }) };
}

/** An item form's common steps: the staff member allowed to manage sales, the form checked by its schema, the section's words; then `act`, and the back office's page refreshed when it is done. */
async function itemAction<S extends AnyObjectSchema>(
  rawLocale: string,
  form: FormData,
  schema: S,
  act: (input: InferType<S>, who: Actor, t: ItemWords, locale: AppLocale) => Promise<AdminFormState>,
): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const who = await actor(PERMISSION, locale);
  if (isState(who)) return who;
  const input = await checked(schema, form, locale);
  if (isState(input)) return input;
  const state = await act(input, who, await itemWords(locale), locale);
  if (state.status === 'done') refreshAdmin();
  return state;
}

/** The messages' select: whether /sale shows the item's sale now, or only once it is published and its week begins. */
const shownWord = async (itemId: number) => ((await itemShownAt(itemId, now())) ? 'now' : 'later');

/** Places an item on an edition's flyer picture: the form's place in percent, saved in fractions of the picture. */
export async function placeItemSpotAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  return itemAction(rawLocale, form, itemSpotSchema, async (input, who, t) => {
    // Percent of two decimals as fractions of four, without floating point's tails (66.67 / 100 = 0.6667000000000001).
    const fraction = (percent: number) => Math.round(percent * 100) / 10_000;
    const spot = { x: fraction(input.x), y: fraction(input.y), w: fraction(input.width), h: fraction(input.height) };
    if (!(await setItemSpot(input.item, input.edition as Edition, spot, who))) return { status: 'error', message: t('spotRefused') };
    return { status: 'done', message: t('spotSaved', { shown: await shownWord(input.item) }) };
  });
}

/** Takes an item off an edition's flyer picture. */
export async function removeItemSpotAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  return itemAction(rawLocale, form, spotTargetSchema, async (input, who, t) =>
    (await setItemSpot(input.item, input.edition as Edition, null, who)) ? { status: 'done', message: t('spotRemoved') } : { status: 'error', message: t('spotRefused') },
  );
}

/** The picture a form sends, checked as every staff upload is (type, size, content), or the field's message. */
async function checkedPicture(form: FormData, locale: AppLocale, missing: string) {
  const file = form.get('picture');
  // No file chosen: the browser sends an empty one without a name.
  if (!(file instanceof File) || (file.size === 0 && !file.name)) return { picture: [missing] };
  try {
    return await checkStaffUpload('item-picture', [file], locale);
  } catch (error) {
    if (error instanceof ApiError) return { picture: [error.message] };
    throw error;
  }
}

/** Gives an item its own picture (JPEG, PNG or WebP), replacing the one it had. */
export async function setItemPictureAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  return itemAction(rawLocale, form, itemPictureSchema, async (input, who, t, locale) => {
    const upload = await checkedPicture(form, locale, t('pictureMissing'));
    if ('picture' in upload) return { status: 'error', errors: upload };
    if (!(await setItemPicture(input.item, upload, who))) return { status: 'error', message: t('itemGone') };
    return { status: 'done', message: t('pictureSaved', { shown: await shownWord(input.item) }) };
  });
}

/** Takes an item's picture away (the file goes too, unless something else shows it). */
export async function removeItemPictureAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  return itemAction(rawLocale, form, itemPictureSchema, async (input, who, t) =>
    (await setItemPicture(input.item, null, who)) ? { status: 'done', message: t('pictureRemoved') } : { status: 'error', message: t('itemGone') },
  );
}
