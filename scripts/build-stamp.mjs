import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const STAMP_FILE = '.next/SOURCE_STAMP';

function git(args) {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

/** What the sources are now: the commit plus any uncommitted change (null outside git). */
export function sourceStamp() {
  const head = git(['rev-parse', 'HEAD']);
  if (head === null) return null;
  const dirty = git(['status', '--porcelain', '--untracked-files=all']) ?? '';
  const diff = dirty ? (git(['diff', 'HEAD']) ?? '') : '';
  return createHash('sha256').update(head).update(dirty).update(diff).digest('hex');
}

/** True when .next holds a production build of the current sources. */
export function buildIsCurrent() {
  if (!existsSync('.next/BUILD_ID')) return false;
  const now = sourceStamp();
  if (now === null) return true;
  return existsSync(STAMP_FILE) && readFileSync(STAMP_FILE, 'utf8') === now;
}

export function recordBuild() {
  const now = sourceStamp();
  if (now !== null) writeFileSync(STAMP_FILE, now);
}
