#!/usr/bin/env node
// Peak memory of the server while it is sent bodies without Content-Length (chunked), each far
// over the limit: does it stop reading at the limit, or read everything first?
// Usage: BASE=http://127.0.0.1:3100 node scripts/bench/chunked-bodies.mjs [count] [megabytes] [multipart|json]
// The server's pid is found from the port it listens on (`ss -ltnp`), or given as PID.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';

const base = new URL(process.env.BASE ?? 'http://127.0.0.1:3000');
const count = Number(process.argv[2]) || 4;
const megabytes = Number(process.argv[3]) || 60;
const kind = process.argv[4] === 'json' ? 'json' : 'multipart';

function serverPid() {
  if (process.env.PID) return Number(process.env.PID);
  const listing = execFileSync('ss', ['-ltnpH', `sport = :${base.port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(listing)?.[1];
  if (!pid) throw new Error(`no process listens on port ${base.port}; set PID`);
  return Number(pid);
}

const rssMiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

const boundary = '----bench' + Date.now().toString(36);
const target =
  kind === 'json'
    ? { path: '/api/inquiry/retrieve/', type: 'application/json', head: '{"email":"a@example.com","password":"', tail: '"}' }
    : {
        path: '/api/inquiry/general/',
        type: `multipart/form-data; boundary=${boundary}`,
        head: `--${boundary}\r\nContent-Disposition: form-data; name="file1"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
        tail: `\r\n--${boundary}--\r\n`,
      };

function send(index) {
  return new Promise((resolve) => {
    const started = Date.now();
    const request = http.request(
      { host: base.hostname, port: base.port, path: target.path, method: 'POST', headers: { 'content-type': target.type, 'transfer-encoding': 'chunked', 'x-forwarded-for': `198.18.7.${index + 1}` } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, ms: Date.now() - started, sent }));
      },
    );
    let sent = 0;
    request.on('error', (error) => resolve({ status: error.code ?? 'error', ms: Date.now() - started, sent }));
    const chunk = Buffer.alloc(1 << 20, kind === 'json' ? 'a' : 'x');
    request.write(target.head);
    const pump = () => {
      while (sent < megabytes) {
        sent += 1;
        if (!request.write(chunk)) return request.once('drain', pump);
      }
      request.end(target.tail);
    };
    pump();
  });
}

const pid = serverPid();
const before = rssMiB(pid);
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 20);
const answers = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
await new Promise((resolve) => setTimeout(resolve, 500));
clearInterval(sampler);
console.info(`${count} chunked ${kind} bodies of ${megabytes} MB to ${target.path}`);
for (const answer of answers) console.info(`  ${answer.status} after ${answer.ms} ms, ${answer.sent} MB written`);
console.info(`server RSS: ${before.toFixed(0)} MiB before, ${peak.toFixed(0)} MiB peak (+${(peak - before).toFixed(0)} MiB)`);
