import { setPublishing, setTrashed } from '@/lib/server/services/publishing';
import { eq } from 'drizzle-orm';
import { auditLog, staffUsers } from '@/lib/server/db/schema';
import { getDealForStaff, listDealsForStaff, saveDeal } from '@/lib/server/services/deal-admin';
import { getDeal, listDealBoard } from '@/lib/server/services/deals';
import { storePublicFile } from '@/lib/server/services/files';
import { dealSchema } from '@/lib/validation/deal';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { fileAddress, useIsolatedStorage } from '../helpers/route-requests';
import { DRAFT, LIVE } from '../helpers/publishing';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.each(databaseKinds)('special deals in the back office on %s', (kind) => {
  const database = useTestDatabase(kind);
  useIsolatedStorage();
  const actor = { staffId: 0, address: '192.0.2.12' };
  const input = (values: Record<string, unknown>) =>
    dealSchema.validateSync({ title: '한우 특가', content: '<p>한우 20% 할인</p>', start_date: '2026-11-20', end_date: '2026-11-30', location: '0', published: 'true', ...values }, { stripUnknown: true });

  beforeAll(async () => {
    const [editor] = await database().db.insert(staffUsers).values({ email: `deals-${kind}@lotteplaza.test`, name: 'Deals', role: 'editor', passwordHash: 'x' }).returning();
    actor.staffId = editor!.id;
  });

  it('publishes a deal for every region that the store boards show at once, with its thumbnail and attachment', async () => {
    const thumbnail = await storePublicFile('beef.png', PNG, undefined, true);
    const terms = await storePublicFile('terms.pdf', new TextEncoder().encode('%PDF-1.4'), undefined, true);
    const saved = await saveDeal(null, input({ title_eng: 'Hanwoo week', thumbnail: String(thumbnail.id), file3: String(terms.id) }), actor);
    expect(saved).toEqual({ id: expect.any(Number), revision: expect.any(Number) });
    const id = (saved as { id: number }).id;
    expect(await getDeal(id)).toBeNull();
    expect(await setPublishing('deal', id, LIVE, actor)).toBe(true);
    expect(await getDeal(id)).toMatchObject({ title_eng: 'Hanwoo week', file1: fileAddress(terms.id, 'terms.pdf'), start_date: '2026-11-20', end_date: '2026-11-30' });
    const board = await listDealBoard({ page: 1, location: 3, search: '', today: '2026-11-22' });
    expect(board.results.map((row) => row.id)).toContain(id);
    expect((await getDealForStaff(id))!.thumbnail).toEqual({ id: thumbnail.id, url: fileAddress(thumbnail.id, 'beef.png') });
    expect((await listDealsForStaff({ search: 'hanwoo', location: 2, page: 1 })).results.map((row) => row.id)).toEqual([id]);

    expect(await setPublishing('deal', id, DRAFT, actor)).toBe(true);
    expect(await getDeal(id)).toBeNull();
    expect(await setTrashed('deal', id, true, actor)).toBe(true);
    expect((await database().db.select().from(auditLog).where(eq(auditLog.subjectId, id))).map((row) => row.action).sort()).toEqual(['deal-create', 'deal-publish', 'deal-trash', 'deal-unpublish']);
  });

  it('refuses a thumbnail that is not an image, a period that ends before it starts, and no thumbnail', async () => {
    const pdf = await storePublicFile('not-a-picture.pdf', new TextEncoder().encode('%PDF-1.4'), undefined, true);
    expect(await saveDeal(null, input({ thumbnail: String(pdf.id) }), actor)).toBe('badFile');
    expect(() => input({ thumbnail: '1', end_date: '2026-11-01' })).toThrow('dueBeforeStart');
    expect(() => input({})).toThrow('thumbnailRequired');
    expect(() => input({ thumbnail: '1', location: '7' })).toThrow('invalidValue');
  });
});
