import { safeError, withoutAddresses } from '@/lib/safe-log.mjs';

/* The server's logs hold no e-mail address, phone number, password or form contents (issue 52). */

describe('safeError', () => {
  it("cuts a failed query's values and keeps what it tried, where, and why", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "inquiries_pkey"'), { name: 'DatabaseError' });
    const error = new Error('Failed query: insert into "inquiries" ("name", "email", "phone", "password_hash") values ($1, $2, $3, $4)\nparams: Kim Minji,minji@example.com,301-555-0123,scrypt$abc', { cause });
    const logged = safeError(error);
    expect(logged).toMatch(/^Error: Failed query: insert into "inquiries" \("name", "email", "phone", "password_hash"\) values \(\$1, \$2, \$3, \$4\)\n\s+at /);
    expect(logged).toContain('caused by: DatabaseError: duplicate key value violates unique constraint "inquiries_pkey"');
    for (const secret of ['Kim Minji', 'minji@example.com', '301-555-0123', 'scrypt$abc']) expect(logged).not.toContain(secret);
  });

  it.each([
    ['an address in a message', new Error('mailbox <sora.lee@example.com> unavailable'), 'Error: mailbox <<address>> unavailable'],
    ['a phone number', new TypeError('bad value (703) 555-0199 for phone'), 'TypeError: bad value <number> for phone'],
    ['something not an error', 'refused for +1 301 555 0123', 'refused for <number>'],
    ['a Korean mobile number', new Error('010-1234-5678 is taken'), 'Error: <number> is taken'],
  ])('masks %s', (_name, error, first) => {
    expect(safeError(error).split('\n')[0]).toBe(first);
  });

  it('keeps ids, statuses and times, which are no one\'s', () => {
    for (const message of ['inquiry 12345 answered with 503 at 2026-12-04T15:00:00Z', 'took 1733300000000 ms', 'key lookup-fail:ip:203.0.113.66']) {
      expect(safeError(new Error(message)).split('\n')[0]).toBe(`Error: ${message}`);
    }
  });
});

describe('withoutAddresses', () => {
  it('masks every address, and only addresses', () => {
    expect(withoutAddresses('550 5.1.1 <kim@example.com>: user unknown; cc lee@example.org')).toBe('550 5.1.1 <<address>>: user unknown; cc <address>');
  });
});
