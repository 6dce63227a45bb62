import { eq } from 'drizzle-orm';
import { auditLog, staffUsers } from '@/lib/server/db/schema';
import { listFaqForStaff, nextFaqPlace, saveFaq } from '@/lib/server/services/faq-admin';
import { staffRecordOf } from '@/lib/server/services/staff-records';
import { listFaq } from '@/lib/server/services/faq';
import { applyChange, preparedChange } from '@/lib/server/services/prepared-changes';
import { setPublishing, setTrashed } from '@/lib/server/services/publishing';
import { searchFaq } from '@/lib/faq/faq-search';
import { faqSchema } from '@/lib/validation/faq';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { LIVE } from '../helpers/publishing';

// The FAQ as a kind of the back-office engine (issue 51): a question staff add, change and take away.
describe.each(databaseKinds)('FAQ questions in the back office, on %s', (kind) => {
  const database = useTestDatabase(kind);
  const actor = { staffId: 0, address: '192.0.2.12' };
  const input = (values: Record<string, string>) => faqSchema.validateSync({ group: 'store', sort_order: '1', question: '주차는 무료인가요?', answer: '네, 무료입니다.', ...values }, { stripUnknown: true });
  const anchors = async () => (await listFaq()).map((entry) => entry.id);

  beforeAll(async () => {
    const [editor] = await database().db.insert(staffUsers).values({ email: `faq-${kind}@lotteplaza.test`, name: 'FAQ', role: 'editor', passwordHash: 'x' }).returning();
    actor.staffId = editor!.id;
  });

  it('adds a question as a draft, shows it once published, prepares a change to it, and takes it away with the trash', async () => {
    const place = await nextFaqPlace('store');
    expect(place).toBeGreaterThan(1);
    const saved = (await saveFaq(null, input({ sort_order: String(place), question_eng: 'Is parking free?', answer_eng: 'Yes: see Store Location for your store.' }), actor)) as { id: number };
    const anchor = `q${saved.id}`;
    expect(await anchors()).not.toContain(anchor);
    expect((await listFaqForStaff({ search: 'parking', page: 1 })).results.map((row) => row.id)).toEqual([saved.id]);

    expect(await setPublishing('faq', saved.id, LIVE, actor)).toBe(true);
    const shown = await listFaq();
    // Last of its group, before the next group's first.
    const index = shown.findIndex((entry) => entry.id === anchor);
    expect(shown[index - 1]!.group).toBe('store');
    expect(shown[index + 1]!.group).not.toBe('store');
    expect(searchFaq(shown, 'parking free', 'en').map((entry) => entry.id)).toEqual([anchor]);

    // Published: a changed answer waits until it is published, then /faq and its search show it.
    const change = await saveFaq(saved.id, input({ sort_order: String(place), question_eng: 'Is parking free?', answer_eng: 'Yes, for two hours.' }), actor);
    expect(change).toMatchObject({ prepared: true });
    expect((await listFaq()).find((entry) => entry.id === anchor)!.answer.en).toBe('Yes: see Store Location for your store.');
    expect((await staffRecordOf('faq', saved.id))!.answer_eng).toBe('Yes, for two hours.');
    expect(await applyChange('faq', saved.id, (change as { revision: number }).revision, actor)).toBeNull();
    expect(searchFaq(await listFaq(), 'two hours', 'en').map((entry) => entry.id)).toEqual([anchor]);
    expect(await preparedChange('faq', saved.id)).toBeNull();

    expect(await setTrashed('faq', saved.id, true, actor)).toBe(true);
    expect(await anchors()).not.toContain(anchor);
    const actions = (await database().db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.subjectId, saved.id))).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['faq-create', 'faq-publish', 'faq-prepare', 'faq-apply-change', 'faq-trash']));
  });

  it('keeps a migrated question at its anchor when it is changed, and lists by group and state', async () => {
    const [earn] = (await listFaqForStaff({ search: '1 point for every', page: 1 })).results;
    expect(earn).toMatchObject({ anchor: 'rewards-earn', group: 'rewards', published: true });
    expect((await listFaqForStaff({ search: '', group: 'giftCard', page: 1 })).results.every((row) => row.group === 'giftCard')).toBe(true);
    expect((await listFaqForStaff({ search: '', state: 'draft', page: 1 })).results.every((row) => !row.published)).toBe(true);
  });

  it('refuses a group, a place or an answer it does not know', () => {
    expect(() => input({ group: 'weather' })).toThrow();
    expect(() => input({ sort_order: '0' })).toThrow();
    expect(() => input({ sort_order: '1.5' })).toThrow();
    expect(() => input({ answer: '' })).toThrow();
    expect(() => input({ answer: 'x'.repeat(4_001) })).toThrow();
  });
});
