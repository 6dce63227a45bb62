// The `next` command, where Next's package.json declares it (its public `bin`), run with this Node.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const manifest = require.resolve('next/package.json');

export const nextBin = path.join(path.dirname(manifest), require(manifest).bin.next);
