import { tmpdir } from 'node:os';
import path from 'node:path';

// API tests sign lookup cookies with a fixed key, and never write one into the project's data folder.
process.env.SESSION_SECRET ??= 'api-tests-only-0123456789abcdef0123456789abcdef';
// Dozens of test databases are seeded with the same week's demo pictures: drawn once, then read.
process.env.DEMO_ART_CACHE ??= path.join(tmpdir(), 'lotte-demo-art');
