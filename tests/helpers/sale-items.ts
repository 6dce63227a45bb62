import { IDLE } from '@/lib/admin/form-state';
import type { ItemImportState } from '@/lib/admin/item-import';
import { importSaleItems, previewSaleImport } from '@/lib/server/services/sale-items';
import type { ImportMode } from '@/lib/server/services/sale-item-rows';
import type { Actor } from '@/lib/server/services/staff-accounts';
import type { SaleItemInput } from '@/lib/validation/sale-item';

/** An import as staff make it through the service: previewed, then confirmed against the list it was read from. */
export async function importItems(saleId: number, items: SaleItemInput[], actor: Actor, mode: ImportMode = 'replace') {
  const planned = await previewSaleImport(saleId, items, mode);
  return planned && importSaleItems(saleId, items, mode, planned.version, actor);
}

type ImportAction = (locale: 'ko' | 'en', saleId: number, state: ItemImportState, form: FormData) => Promise<ItemImportState>;

/** An import as staff make it through the form: the check's answer, then the confirmation it offers (what its hidden fields send). */
export async function checkThenImport(action: ImportAction, locale: 'ko' | 'en', saleId: number, form: FormData): Promise<{ checked: ItemImportState; imported: ItemImportState }> {
  const checked = await action(locale, saleId, IDLE, form);
  if (!checked.checked) return { checked, imported: checked };
  const confirmation = new FormData();
  confirmation.set('step', 'import');
  confirmation.set('mode', checked.checked.preview.mode);
  confirmation.set('version', checked.checked.version);
  confirmation.set('rows', checked.checked.rows);
  return { checked, imported: await action(locale, saleId, checked, confirmation) };
}
