// Serves the client-rendered replica of the weekly sale (index.html, replica.js) and passes
// /api/ through to the site, so that both load the same sale, flyer and files.
import { createServer, request } from 'node:http';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const files = {
  '/': { type: 'text/html; charset=utf-8', body: gzipSync(readFileSync(new URL('./index.html', import.meta.url))) },
  '/replica.js': { type: 'text/javascript; charset=utf-8', body: gzipSync(readFileSync(new URL('./replica.js', import.meta.url))) },
};

/** Starts the replica on `port`; resolves to its server once it listens. */
export function serveReplica(port, sitePort) {
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/api/')) {
      const upstream = request({ host: '127.0.0.1', port: sitePort, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const file = files[req.url ?? '/'];
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': file.type, 'Content-Encoding': 'gzip', 'Content-Length': file.body.length, 'Cache-Control': 'no-cache' });
    res.end(file.body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
