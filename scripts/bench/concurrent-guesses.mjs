#!/usr/bin/env node
// How many of N wrong passwords sent at once are actually checked (answered 200 "nothing found")
// rather than refused (429) by the failed-lookup limit of 10. Needs a running site whose
// lookup limit is fresh for the address used (a new X-Forwarded-For each run, which counts
// only behind TRUSTED_PROXY_HOPS=1; run it once per server start otherwise).
// ROTATE=1 sends every guess with an X-Forwarded-For of its own, as a client that makes up its
// address would: with TRUSTED_PROXY_HOPS=0 that must not earn it more checks.
// Usage: BASE=http://127.0.0.1:3000 [ROTATE=1] node scripts/bench/concurrent-guesses.mjs [count]
const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const count = Number(process.argv[2]) || 40;
const run = Date.now().toString(36);
const address = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

// One email that has written to us (so each check is a real scrypt), guessed `count` times at once.
const email = `bench-${run}@example.com`;
const form = new FormData();
for (const [key, value] of Object.entries({ title: 'Bench', name: 'Bench', email, phone: '301-555-0100', password: 'the-right-one', content: 'Bench inquiry' })) form.set(key, value);
const made = await fetch(`${base}/api/inquiry/general/`, { method: 'POST', body: form, headers: { 'x-forwarded-for': `198.19.0.${Math.floor(Math.random() * 250)}` } });
if (made.status !== 201) throw new Error(`could not create the inquiry: ${made.status}`);

const answers = await Promise.all(
  Array.from({ length: count }, (_, index) =>
    fetch(`${base}/api/inquiry/retrieve/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': process.env.ROTATE ? `198.18.${index}.${Math.floor(Math.random() * 250)}` : address },
      body: JSON.stringify({ email, password: `wrong-${index}` }),
    }).then((response) => response.status),
  ),
);
const checked = answers.filter((status) => status === 200).length;
const refused = answers.filter((status) => status === 429).length;
console.info(`${count} wrong passwords at once${process.env.ROTATE ? ', each from a made-up X-Forwarded-For' : ''}: ${checked} checked, ${refused} refused (429), ${count - checked - refused} other`);
