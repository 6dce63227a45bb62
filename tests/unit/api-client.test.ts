/** @jest-environment node */
import { createApiClient, errorMessage, FORBIDDEN_MESSAGE, HttpError, toFormData, UNAUTHORIZED_MESSAGE, visitorMessage } from '@/lib/api/client';

type Call = { url: string; init: RequestInit };

function fakeFetch(response: Response) {
  const calls: Call[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response;
  }) as unknown as typeof fetch;
  return { calls, client: createApiClient('/api/', fetcher) };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const text = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'text/plain' } });

describe('api client', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('GETs a path under /api/ with the query, and parses JSON', async () => {
    const { calls, client } = fakeFetch(json(200, { count: 1, results: [{ id: 3 }] }));
    const body = await client.get('events/', { query: { page: 2, location: '', search: '김치', cities: [1, 18], skip: undefined } });
    expect(body).toEqual({ count: 1, results: [{ id: 3 }] });
    expect(calls[0]?.url).toBe('/api/events/?page=2&location=&search=%EA%B9%80%EC%B9%98&cities=1%2C18');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('parses a non-JSON answer as text', async () => {
    const { client } = fakeFetch(text(200, 'plain words'));
    await expect(client.get('anything')).resolves.toBe('plain words');
  });

  it('POSTs JSON with a JSON content type', async () => {
    const { calls, client } = fakeFetch(json(200, { ok: true }));
    await client.postJson('inquiry/retrieve/', { email: 'a@b.co', password: 'pw' }, { query: { page: 2 } });
    expect(calls[0]?.url).toBe('/api/inquiry/retrieve/?page=2');
    expect(calls[0]?.init.method).toBe('POST');
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"email":"a@b.co","password":"pw"}');
  });

  it('POSTs multipart without a content type, leaving empty values out', async () => {
    const { calls, client } = fakeFetch(json(201, { id: 1 }));
    const file = new File(['hello'], 'note.txt', { type: 'text/plain' });
    await client.postForm('inquiry/general/', { title: 'Hi', phone: '', storename: undefined, address: null, file1: file });
    const init = calls[0]!.init;
    expect(new Headers(init.headers).has('content-type')).toBe(false);
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['title', 'file1']);
    expect((form.get('file1') as File).name).toBe('note.txt');
  });

  it('turns 403 into the catalogue message, logs it and re-throws', async () => {
    const { client } = fakeFetch(json(403, { detail: 'nope' }));
    const error = await client.get('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe(FORBIDDEN_MESSAGE);
    expect((error as HttpError).status).toBe(403);
    expect(consoleError).toHaveBeenCalledWith(error);
  });

  it('turns 401 into the catalogue message', async () => {
    const { client } = fakeFetch(json(401, { detail: 'who?' }));
    await expect(client.get('x')).rejects.toThrow(UNAUTHORIZED_MESSAGE);
  });

  it('adds the server detail to other failures', async () => {
    const { client } = fakeFetch(json(404, { detail: 'Not found.' }));
    await expect(client.get('events/999/')).rejects.toThrow('HTTP error! status: 404, Not found.');
  });

  it('adds the whole JSON when there is no detail, and keeps it for forms', async () => {
    const { client } = fakeFetch(json(400, { email: ['Enter a valid e-mail address.'] }));
    const error = (await client.postJson('x', {}).catch((e: unknown) => e)) as HttpError;
    expect(error.message).toBe('HTTP error! status: 400, {"email":["Enter a valid e-mail address."]}');
    expect(error.body).toEqual({ email: ['Enter a valid e-mail address.'] });
  });

  it('adds the raw text of a non-JSON failure', async () => {
    const { client } = fakeFetch(text(502, 'Bad Gateway'));
    await expect(client.get('x')).rejects.toThrow('HTTP error! status: 502, Bad Gateway');
  });

  it('keeps the text of a failure that claims JSON but is not', async () => {
    const { client } = fakeFetch(new Response('<html>oops</html>', { status: 500, headers: { 'content-type': 'application/json' } }));
    await expect(client.get('x')).rejects.toThrow('HTTP error! status: 500, <html>oops</html>');
  });

  it('logs and re-throws network failures', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(createApiClient('/api', failing).get('x')).rejects.toThrow('Failed to fetch');
    expect(consoleError).toHaveBeenCalled();
  });

  it('does not log a request the caller aborted', async () => {
    const aborting = (async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    }) as unknown as typeof fetch;
    await expect(createApiClient('/api', aborting).get('x')).rejects.toThrow('aborted');
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('errorMessage and toFormData', () => {
  it('says only the status when the answer is empty', () => {
    expect(errorMessage(500, '')).toBe('HTTP error! status: 500');
  });

  it('keeps zero and text values, drops empty ones', () => {
    const form = toFormData({ category: 0, name: 'Kim', email: '' });
    expect(form.get('category')).toBe('0');
    expect(form.get('name')).toBe('Kim');
    expect(form.has('email')).toBe(false);
  });
});

describe('visitorMessage', () => {
  it('shows the server\'s own message alone, without the catalogue\'s status prefix', () => {
    const body = { detail: '시도 횟수가 너무 많습니다. 15분 후에 다시 시도해 주세요.' };
    const error = new HttpError(429, errorMessage(429, body), body);
    expect(error.message).toBe(`HTTP error! status: 429, ${body.detail}`);
    expect(visitorMessage(error, 'fallback')).toBe(body.detail);
  });

  it('falls back when there is no message to show', () => {
    expect(visitorMessage(new HttpError(500, 'HTTP error! status: 500', ''), 'Please try again.')).toBe('Please try again.');
    expect(visitorMessage(new HttpError(400, 'x', { email: ['bad'] }), 'Please try again.')).toBe('Please try again.');
    expect(visitorMessage(new TypeError('Failed to fetch'), 'Please try again.')).toBe('Please try again.');
    expect(visitorMessage(new HttpError(429, 'x', { detail: '' }), 'Please try again.')).toBe('Please try again.');
  });
});
