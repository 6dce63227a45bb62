// A bare App Router site with this project's Next and React versions, built in a temporary
// folder: the floor the benches compare the site's pages against (first-load JavaScript, and
// what Lighthouse measures of a page that is nothing but the framework and some text).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
export const version = (name) => require(`${name}/package.json`).version;

// A heading and a few paragraphs, about the length of the privacy page's first screen, so its
// largest paint is text, as on /privacy.
const page = `export default function Page() {
  const paragraph = 'We collect what a form asks for and keep it only as long as the reason it was sent for lasts. Inquiries are answered by the store staff who read them, and a job application is seen by the people who hire for the store.';
  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 16, fontFamily: 'sans-serif' }}>
      <h1>Privacy policy</h1>
      {Array.from({ length: 6 }, (_, i) => <p key={i}>{paragraph}</p>)}
    </main>
  );
}
`;

/** Builds the bare site; resolves to its folder (remove it with `rmSync(dir, { recursive: true })`). */
export function buildBareNext() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bare-next-'));
  try {
    mkdirSync(path.join(dir, 'app'));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bare-next', private: true }));
    writeFileSync(path.join(dir, 'app/layout.js'), 'export default function RootLayout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n');
    writeFileSync(path.join(dir, 'app/page.js'), page);
    const packages = ['next', 'react', 'react-dom'].map((name) => `${name}@${version(name)}`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', ...packages], { cwd: dir, stdio: 'ignore' });
    execFileSync('npx', ['next', 'build'], { cwd: dir, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    return dir;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
