import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '@/lib/server/db/client';
import { provideDatabase } from '@/lib/server/db';
import * as general from '@/app/api/inquiry/general/route';
import * as inquiryRetrieve from '@/app/api/inquiry/retrieve/route';
import * as eventList from '@/app/api/events/route';
import * as postingList from '@/app/api/employments/info/route';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { get, postForm, postJson, useIsolatedStorage } from '../helpers/route-requests';
import { pdfFile } from '../helpers/upload-fixtures';

jest.setTimeout(60_000);

const EN = { 'accept-language': 'en-US,en' };
const person = { name: 'Kim Minji', email: 'minji@example.com', phone: '301-555-0123', password: 'kimchi-2026' };

/** A submission, a lookup and two uncached reads: what visitors do while the database is away. */
const visits = [
  ['a general inquiry with a file', () => postForm(general.POST, '/api/inquiry/general/', { ...person, title: 'Parking', content: 'Bicycles?', file1: pdfFile() }, EN)],
  ['a lookup', () => postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', { email: person.email, password: person.password }, EN)],
  ['the deals list', () => get(eventList.GET, '/api/events/?page=1', { headers: EN })],
  ['the job postings', () => get(postingList.GET, '/api/employments/info/?page=1', { headers: EN })],
] as const;

/** Broken the two ways an outage looks from here: PostgreSQL refusing connections, PGlite closed. */
const outages: [string, () => Promise<DatabaseHandle>][] = [
  ['PostgreSQL refusing connections', () => openDatabase({ url: 'postgres://postgres@127.0.0.1:1/stopped' })],
  [
    'the embedded database closed',
    async () => {
      const handle = await openDatabase({});
      await handle.close();
      return handle;
    },
  ],
];

describe.each(outages)('while %s', (_, open) => {
  const storedFiles = useIsolatedStorage();
  let broken: DatabaseHandle;
  let consoleError: jest.SpyInstance;

  beforeAll(async () => {
    broken = await open();
    provideDatabase(broken);
  });
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());
  afterAll(async () => {
    provideDatabase(undefined);
    await broken.close().catch(() => undefined);
  });

  it.each(visits)('%s answers 503 with Retry-After and the message in the visitor’s language', async (_name, visit) => {
    const response = await visit();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ detail: 'The service is briefly unavailable. Please try again in a minute; nothing you sent was saved.' });
  });

  it('says it in Korean to a Korean visitor, and leaves no uploaded file behind', async () => {
    const response = await postForm(general.POST, '/api/inquiry/general/', { ...person, title: '주차', content: '자전거?', file1: pdfFile() });
    expect(response.status).toBe(503);
    expect((await response.json()).detail).toBe('잠시 서비스를 이용할 수 없습니다. 1분 뒤에 다시 시도해 주세요. 보내신 내용은 저장되지 않았습니다.');
    expect(storedFiles()).toEqual([]);
  });

  it('recovers by itself once a database answers again', async () => {
    const working = await createTestDatabase('pglite');
    provideDatabase(working);
    try {
      expect((await get(eventList.GET, '/api/events/?page=1')).status).toBe(200);
    } finally {
      provideDatabase(broken);
      await working.destroy();
    }
  });
});

/** A body that breaks off after its first bytes, as Node's request stream does when the client goes away. */
function abortedBody(contentType: string): Request {
  const clientGone = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
  let sent = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent) controller.error(clientGone);
      else controller.enqueue(new TextEncoder().encode('{"email'));
      sent = true;
    },
  });
  return new Request('http://localhost:3000/api/', { method: 'POST', body, duplex: 'half', headers: { 'content-type': contentType, ...EN } } as RequestInit);
}

describe('a client that aborts its request body', () => {
  useIsolatedStorage();
  let database: TestDatabase;
  let consoleError: jest.SpyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    provideDatabase(database);
  });
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());
  afterAll(async () => {
    provideDatabase(undefined);
    await database.destroy();
  });

  it.each([
    ['a multipart form', general.POST, 'multipart/form-data; boundary=x'],
    ['a JSON lookup', inquiryRetrieve.POST, 'application/json'],
  ])('sending %s is answered 400 and not logged as a database outage', async (_name, handler, contentType) => {
    const response = await (handler as (request: Request, context: unknown) => Promise<Response>)(abortedBody(contentType), { params: Promise.resolve({}) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: 'The request broke off before all of it arrived. Please send it again.' });
    expect(consoleError).not.toHaveBeenCalled();
  });
});

const postgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

postgres('when PostgreSQL drops every connection (a restart)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    provideDatabase(database);
  });
  afterAll(async () => {
    provideDatabase(undefined);
    await database.destroy();
  });

  it('logs the lost idle connections instead of crashing, and the next request is served', async () => {
    expect((await get(eventList.GET, '/api/events/?page=1')).status).toBe(200);
    const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: [{ name: string }] };
    const [{ name }] = result.rows;
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const { rowCount } = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('database connection lost'), expect.anything());
    expect((await get(eventList.GET, '/api/events/?page=1')).status).toBe(200);
    consoleError.mockRestore();
  });
});
