/** @jest-environment node */
import { brotliDecompressSync } from 'node:zlib';
import { acceptsBrotli, createHtmlEncoder } from '@/server/html-encoding.mjs';

// A page-like body: repetitive markup, as a real page's is.
const page = (words: string) => Buffer.from(`<!DOCTYPE html><html><body>${Array.from({ length: 400 }, (_, i) => `<li class="row"><a href="/event/${i}">${words} ${i}</a></li>`).join('')}</body></html>`);
/** Waits for the encodings made off the main thread (a busy machine may take a while). */
async function until(done: () => boolean) {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 4_000) throw new Error('the best encoding was never made');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=0.5, gzip', true],
    ['BR', true],
    ['*', true],
    ['gzip, deflate', false],
    ['br;q=0, gzip', false],
    ['*;q=0', false],
    ['', false],
    [undefined, false],
    ['brotli', false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});

describe('createHtmlEncoder', () => {
  it('leaves a client that takes no brotli to the compression layer', () => {
    expect(createHtmlEncoder().encode(page('sale'), { acceptEncoding: 'gzip', shared: true })).toBeNull();
  });

  it('answers a shared page quickly first, then with its best encoding, which decodes to the same bytes', async () => {
    const encoder = createHtmlEncoder();
    const body = page('weekly sale');
    const first = encoder.encode(body, { acceptEncoding: 'br', shared: true })!;
    expect(brotliDecompressSync(first).equals(body)).toBe(true);
    await until(() => encoder.size.pages === 1);
    const later = encoder.encode(body, { acceptEncoding: 'gzip, br', shared: true })!;
    expect(brotliDecompressSync(later).equals(body)).toBe(true);
    expect(later.length).toBeLessThan(first.length);
    expect(encoder.size.pages).toBe(1);
  });

  it('never keeps a page made for one visitor', async () => {
    const encoder = createHtmlEncoder();
    const body = page('my q&a');
    const answers = [encoder.encode(body, { acceptEncoding: 'br', shared: false })!];
    await new Promise((resolve) => setTimeout(resolve, 100));
    answers.push(encoder.encode(body, { acceptEncoding: 'br', shared: false })!);
    expect(answers[1]!.equals(answers[0]!)).toBe(true);
    expect(encoder.size).toEqual({ pages: 0, bytes: 0 });
  });

  it('makes one best encoding at a time; a page that finds it busy is tried again at its next answer', async () => {
    const encoder = createHtmlEncoder();
    const [a, b] = [page('a'), page('b')];
    encoder.encode(a, { acceptEncoding: 'br', shared: true });
    encoder.encode(b, { acceptEncoding: 'br', shared: true });
    await until(() => encoder.size.pages === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(encoder.size.pages).toBe(1);
    encoder.encode(b, { acceptEncoding: 'br', shared: true });
    await until(() => encoder.size.pages === 2);
  });

  it('keeps what fits, dropping the page sent least recently first', async () => {
    const [a, b, c] = [page('a'), page('b'), page('c')];
    const probe = createHtmlEncoder();
    probe.encode(a, { acceptEncoding: 'br', shared: true });
    await until(() => probe.size.pages === 1);
    // Room for about two pages' best encodings.
    const encoder = createHtmlEncoder({ maxBytes: Math.floor(probe.size.bytes * 2.5) });
    for (const body of [a, b]) {
      encoder.encode(body, { acceptEncoding: 'br', shared: true });
      await until(() => encoder.size.pages === (body === a ? 1 : 2));
    }
    encoder.encode(a, { acceptEncoding: 'br', shared: true }); // a is now the most recently sent
    const quick = (body: Buffer) => createHtmlEncoder().encode(body, { acceptEncoding: 'br', shared: false })!;
    await until(() => !encoder.encode(c, { acceptEncoding: 'br', shared: true })!.equals(quick(c)));
    expect(encoder.size.pages).toBe(2);
    expect(encoder.size.bytes).toBeLessThanOrEqual(Math.floor(probe.size.bytes * 2.5));
    // b was dropped: its next answer is the quick one again; a comes from what is kept.
    expect(encoder.encode(b, { acceptEncoding: 'br', shared: true })!.equals(quick(b))).toBe(true);
    expect(encoder.encode(a, { acceptEncoding: 'br', shared: true })!.equals(quick(a))).toBe(false);
  });
});
