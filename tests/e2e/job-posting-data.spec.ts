import type { APIRequestContext } from '@playwright/test';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import Validator from '@adobe/structured-data-validator';
import { expect, test } from './fixtures';

interface ApiPosting {
  id: number;
  title: string;
  due_date: string | null;
}

type Issue = Awaited<ReturnType<Validator['validate']>>[number];
type JobPosting = Record<string, unknown>;

/** Today in the stores' time zone (lib/dates.ts storeToday): a posting closes after its due day there. */
const storeToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** Every posting the public API lists, page by page (closed ones are listed too). */
async function allPostings(request: APIRequestContext): Promise<ApiPosting[]> {
  const found: ApiPosting[] = [];
  for (let page = 1; ; page += 1) {
    const response = await request.get(`/api/employments/info/?page=${page}`);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { count: number; next: string | null; results: ApiPosting[] };
    found.push(...body.results);
    if (!body.next) {
      expect(found).toHaveLength(body.count);
      return found;
    }
  }
}

/** The page's structured data as a search engine reads it: JSON-LD, microdata and RDFa. */
const extract = (html: string) => new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);

const jobPostingsIn = (data: ReturnType<typeof extract>) => (['jsonld', 'microdata', 'rdfa'] as const).flatMap((format) => data[format].JobPosting ?? []);

/**
 * The validator's issues less its three known misreadings of a valid on-site posting, each accepted
 * only where it is one:
 * - it reads `jobLocation.address.addressCountry` by dotted path, which does not descend into a
 *   list, so several places (a list, as Google's own examples give them) read as a missing
 *   country: accepted only when jobLocation is a list whose every place is in the US;
 * - it recommends `applicantLocationRequirements` and `jobLocationType`, which Google documents
 *   only for remote (TELECOMMUTE) jobs: accepted only when the posting has no jobLocationType (on site);
 * - it recommends `validThrough` always, where Google says a posting that never expires must not
 *   carry it: accepted only for a posting the API lists without a due date (always open).
 */
function realIssues(issues: Issue[], posting: JobPosting, alwaysOpen: boolean): Issue[] {
  const places = posting.jobLocation;
  const everyPlaceInUs =
    Array.isArray(places) && places.length > 0 && places.every((place: { address?: { addressCountry?: unknown } } | null) => place?.address?.addressCountry === 'US');
  const onSite = posting.jobLocationType === undefined;
  return issues.filter((issue) => {
    const [field, ...others] = issue.fieldNames;
    if (others.length > 0) return true;
    if (issue.severity === 'ERROR' && field === 'jobLocation.address.addressCountry') return !everyPlaceInUs;
    if (issue.severity === 'WARNING' && (field === 'applicantLocationRequirements' || field === 'jobLocationType')) return !onSite;
    if (issue.severity === 'WARNING' && field === 'validThrough') return !(alwaysOpen && posting.validThrough === undefined);
    return true;
  });
}

test.describe("every demo posting's page and Google's JobPosting rules", () => {
  for (const locale of ['ko', 'en'] as const) {
    test(`${locale}: an open posting carries one valid, complete JobPosting; a closed one none, and says it is closed`, async ({ page, request }) => {
      const today = storeToday();
      const all = await allPostings(request);
      expect(all.length).toBeGreaterThan(0);
      const closed = all.filter((posting) => posting.due_date !== null && posting.due_date < today);
      // The demo data has both kinds (lib/server/db/demo/postings.ts): the test checks each.
      expect(closed.length).toBeGreaterThan(0);
      expect(closed.length).toBeLessThan(all.length);
      const validator = new Validator();

      for (const posting of all) {
        const path = `/${locale}/career/${posting.id}`;
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const data = extract(await response.text());
        const found = jobPostingsIn(data);

        if (closed.includes(posting)) {
          expect(found, `${path} is closed: no JobPosting`).toEqual([]);
          expect((await validator.validate(data)).map(({ severity, issueMessage }) => `${severity}: ${issueMessage}`), `${path}: validator issues`).toEqual([]);
          await page.goto(path);
          const state = page.getByRole('status').filter({ hasText: locale === 'ko' ? '마감' : 'Closed' });
          await expect(state, path).toBeVisible();
          await expect(state.getByRole('link', { name: locale === 'ko' ? '진행 중인 공고 보기' : 'See open postings' }), path).toHaveAttribute('href', locale === 'ko' ? '/career' : '/en/career');
          await expect(page.getByRole('link', { name: locale === 'ko' ? '지원하기' : 'Apply', exact: true }), path).toHaveCount(0);
          continue;
        }

        expect(found, `${path}: exactly one JobPosting`).toHaveLength(1);
        const jobPosting = found[0]!;
        expect(jobPosting, path).toMatchObject({
          baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue' } },
          directApply: true,
          identifier: { value: String(posting.id) },
        });
        if (posting.due_date) expect(jobPosting.validThrough, path).toMatch(new RegExp(`^${posting.due_date}T23:59:59[-+]\\d\\d:\\d\\d$`));
        else expect(jobPosting.validThrough, `${path} never expires: no validThrough`).toBeUndefined();
        // The whole page's data, not the JobPosting alone: whatever else it carries must pass too.
        const issues = await validator.validate(data);
        expect(
          realIssues(issues, jobPosting, posting.due_date === null).map(({ severity, issueMessage, fieldNames }) => `${severity}: ${issueMessage} (${fieldNames.join(', ')})`),
          `${path}: validator issues`,
        ).toEqual([]);
      }
    });
  }
});
