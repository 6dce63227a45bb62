// Reads [{ name, html }] as JSON from stdin and writes [{ name, data, issues }]: each page's
// structured data as a search engine reads it (JSON-LD, microdata, RDFa; @marbec/web-auto-extractor)
// and what Adobe's validator says of it (Google's rules per type). Both are ES modules that jest
// cannot load, so tests/api/structured-data.test.ts runs this file with plain Node.
import { readFileSync } from 'node:fs';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import Validator from '@adobe/structured-data-validator';

const pages = JSON.parse(readFileSync(0, 'utf8'));
const validator = new Validator();
const results = [];
for (const { name, html } of pages) {
  const data = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  // Each issue also quotes the whole source it was found in: left out, the answer stays small.
  const issues = (await validator.validate(data)).map(({ severity, issueMessage, fieldNames, path }) => ({ severity, issueMessage, fieldNames, path }));
  results.push({ name, data, issues });
}
process.stdout.write(JSON.stringify(results));
