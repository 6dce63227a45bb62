import { eq } from 'drizzle-orm';
import { recordPresence } from '@/lib/server/db/schema';
import { leavePresence, notePresence, othersEditing } from '@/lib/server/services/record-presence';
import { DELETE, POST } from '@/app/api/admin/presence/[kind]/[id]/route';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { ORIGIN, useIsolatedStorage } from '../helpers/route-requests';
import { staffCookie } from '../helpers/staff-session';

// Staff-grade sign-ins, about a second each.
jest.setTimeout(60_000);

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const send = (handler: unknown, method: string, kind: string, id: string, headers: HeadersInit) =>
  (handler as Handler)(new Request(`${ORIGIN}/api/admin/presence/${kind}/${id}?lang=en`, { method, headers }), { params: Promise.resolve({ kind, id }) });

describe.each(databaseKinds)("who else has a record's page open, on %s", (kind) => {
  const database = useTestDatabase(kind);
  useIsolatedStorage();
  let mina = { cookie: '', staffId: 0 };
  let joon = { cookie: '', staffId: 0 };
  let support = { cookie: '', staffId: 0 };
  const at = new Date('2026-12-03T15:00:00Z');
  const later = (ms: number) => new Date(at.getTime() + ms);

  beforeAll(async () => {
    mina = await staffCookie('editor', 'Mina');
    joon = await staffCookie('editor', 'Joon');
    support = await staffCookie('support', 'Support');
  });

  it('names the colleagues whose page beat within the window, never the one asking, and forgets a page left', async () => {
    expect(await notePresence('deal', 41, mina.staffId, at)).toEqual([]);
    expect(await notePresence('deal', 41, joon.staffId, later(10_000))).toEqual(['Mina']);
    expect(await othersEditing('deal', 41, mina.staffId, later(20_000))).toEqual(['Joon']);
    // Another record, another kind: nobody there.
    expect(await othersEditing('deal', 42, mina.staffId, later(20_000))).toEqual([]);
    expect(await othersEditing('sale', 41, mina.staffId, later(20_000))).toEqual([]);
    // Mina's page stopped beating: 75 s after her last beat she no longer counts.
    expect(await othersEditing('deal', 41, joon.staffId, later(74_000))).toEqual(['Mina']);
    expect(await othersEditing('deal', 41, joon.staffId, later(76_000))).toEqual([]);
    // Joon closed his tab.
    await leavePresence('deal', 41, joon.staffId);
    expect(await othersEditing('deal', 41, mina.staffId, later(30_000))).toEqual([]);
  });

  it('clears what nobody beat for a day as others beat', async () => {
    await notePresence('posting', 7, mina.staffId, at);
    await notePresence('posting', 8, joon.staffId, later(86_400_000 + 1_000));
    const left = await database().db.select().from(recordPresence).where(eq(recordPresence.recordId, 7));
    expect(left).toEqual([]);
  });

  it('answers a beat of staff who manage the kind only, from our pages, for a real kind and id', async () => {
    const ours = (who: { cookie: string }) => ({ cookie: who.cookie, 'sec-fetch-site': 'same-origin' });
    await send(POST, 'POST', 'announcement', '5', ours(joon));
    const answer = await send(POST, 'POST', 'announcement', '5', ours(mina));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ editing: ['Joon'] });

    expect((await send(POST, 'POST', 'announcement', '5', ours(support))).status).toBe(403);
    expect((await send(POST, 'POST', 'announcement', '5', { cookie: mina.cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await send(POST, 'POST', 'announcement', '5', { 'sec-fetch-site': 'same-origin' })).status).toBe(401);
    expect((await send(POST, 'POST', 'staff', '5', ours(mina))).status).toBe(404);
    expect((await send(POST, 'POST', 'announcement', '0x5', ours(mina))).status).toBe(404);

    expect((await send(DELETE, 'DELETE', 'announcement', '5', ours(joon))).status).toBe(204);
    expect(await (await send(POST, 'POST', 'announcement', '5', ours(mina))).json()).toEqual({ editing: [] });
  });
});
