import { setPublishing, setTrashed } from '@/lib/server/services/publishing';
import { eq } from 'drizzle-orm';
import { auditLog, staffUsers, uploadedFiles } from '@/lib/server/db/schema';
import { getSaleForStaff, listSalesForStaff, saveSale } from '@/lib/server/services/sale-admin';
import { getCurrentSale } from '@/lib/server/services/sales';
import { applyChange } from '@/lib/server/services/prepared-changes';
import { storePublicFile } from '@/lib/server/services/files';
import { weeklySaleSchema } from '@/lib/validation/weekly-sale';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { fileAddress, useIsolatedStorage } from '../helpers/route-requests';
import { DRAFT, LIVE } from '../helpers/publishing';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.each(databaseKinds)('weekly sales in the back office on %s', (kind) => {
  const database = useTestDatabase(kind);
  useIsolatedStorage();
  const actor = { staffId: 0, address: '192.0.2.10' };
  const flyer = async (name: string) => (await storePublicFile(name, PNG, undefined, true)).id;
  const input = (values: Record<string, unknown>) => weeklySaleSchema.validateSync(values, { stripUnknown: true });

  beforeAll(async () => {
    const [editor] = await database().db.insert(staffUsers).values({ email: `sales-${kind}@lotteplaza.test`, name: 'Sales', role: 'editor', passwordHash: 'x' }).returning();
    actor.staffId = editor!.id;
  });

  it('publishes a week that /sale shows at once, claims its flyers, and audits the write', async () => {
    const korean = await flyer('week-ko.png');
    const indian = await flyer('week-in.png');
    const saved = await saveSale(null, input({ sale_start: '2026-11-20', location: '2', file_korean: String(korean), file_indian: String(indian), published: 'true' }), actor);
    expect(saved).toEqual({ id: expect.any(Number), revision: expect.any(Number) });
    const id = (saved as { id: number }).id;
    expect(await getCurrentSale(2, '2026-11-22')).toBeNull();
    expect(await setPublishing('sale', id, LIVE, actor)).toBe(true);
    const shown = await getCurrentSale(2, '2026-11-22');
    expect(shown).toMatchObject({ id, sale_start: '2026-11-20', sale_end: '2026-11-26', file_korean: fileAddress(korean, 'week-ko.png'), file_chinese: null });
    expect(await getCurrentSale(2, '2026-11-19')).toBeNull();
    const files = await database().db.select().from(uploadedFiles).where(eq(uploadedFiles.id, korean));
    expect(files[0]!.pending).toBe(false);
    expect((await database().db.select().from(auditLog).where(eq(auditLog.subjectId, id))).map((row) => row.action)).toContain('sale-create');

    // A replaced flyer on a published week is a prepared change: /sale keeps the flyer until it is
    // published, the form shows the new one (claimed meanwhile); then /sale shows it. An unpublished
    // week does not show; the week before shows instead.
    const replacement = await flyer('week-ko-2.png');
    const prepared = await saveSale(id, input({ sale_start: '2026-11-20', location: '2', file_korean: String(replacement), published: 'true' }), actor);
    expect(prepared).toMatchObject({ id, prepared: true });
    expect((await getCurrentSale(2, '2026-11-22'))!.file_korean).toEqual(fileAddress(korean, 'week-ko.png'));
    expect((await getSaleForStaff(id))!.flyers.file_korean!.id).toBe(replacement);
    expect((await getCurrentSale(2, '2026-11-22', id))!.file_korean).toEqual(fileAddress(replacement, 'week-ko-2.png'));
    expect((await database().db.select().from(uploadedFiles).where(eq(uploadedFiles.id, replacement)))[0]!.pending).toBe(false);
    expect(await applyChange('sale', id, (prepared as { revision: number }).revision, actor)).toBeNull();
    expect((await getCurrentSale(2, '2026-11-22'))!.file_korean).toEqual(fileAddress(replacement, 'week-ko-2.png'));
    const before = (await saveSale(null, input({ sale_start: '2026-11-13', location: '2', file_korean: String(await flyer('earlier.png')), published: 'true' }), actor)) as { id: number };
    expect(await setPublishing('sale', before.id, LIVE, actor)).toBe(true);
    expect(await setPublishing('sale', id, DRAFT, actor)).toBe(true);
    expect((await getCurrentSale(2, '2026-11-22'))!.id).toBe(before.id);
    expect((await listSalesForStaff({ location: 2, page: 1 })).results.map((sale) => [sale.sale_start, sale.published])).toEqual([
      ['2026-11-20', false],
      ['2026-11-13', true],
    ]);
    expect(await setTrashed('sale', id, true, actor)).toBe(true);
    expect(await getSaleForStaff(id)).toBeNull();
    expect(await setTrashed('sale', id, true, actor)).toBe(false);
  });

  it('refuses a second sale for the same region and day, a flyer that is not a public image, and Vietnamese in New Jersey', async () => {
    const first = await saveSale(null, input({ sale_start: '2026-12-04', location: '1', file_korean: String(await flyer('a.png')), published: 'true' }), actor);
    expect(first).toEqual({ id: expect.any(Number), revision: expect.any(Number) });
    expect(await saveSale(null, input({ sale_start: '2026-12-04', location: '1', file_korean: String(await flyer('b.png')), published: 'true' }), actor)).toBe('duplicateWeek');
    const [privateFile] = await database().db.insert(uploadedFiles).values({ storageKey: `k-${kind}`, originalName: 'cv.png', mimeType: 'image/png', size: 8, visibility: 'private', ownerKind: 'application' }).returning();
    expect(await saveSale(null, input({ sale_start: '2026-12-11', location: '1', file_korean: String(privateFile!.id), published: 'true' }), actor)).toBe('badFlyer');
    expect(await saveSale(null, input({ sale_start: '2026-12-11', location: '1', file_korean: '999999', published: 'true' }), actor)).toBe('badFlyer');
    expect(() => input({ sale_start: '2026-12-11', location: '4', file_korean: '1', file_vietnamese: '2' })).toThrow('noVietnameseInNewJersey');
    expect(() => input({ sale_start: '2026-12-11', location: '4' })).toThrow('flyerRequired');
    expect(await saveSale(999_999, input({ sale_start: '2026-12-18', location: '1', file_korean: String(await flyer('c.png')), published: 'true' }), actor)).toBe('notFound');
  });
});
