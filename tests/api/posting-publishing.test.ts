import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { storeToday } from '@/lib/dates';
import { IDLE } from '@/lib/admin/form-state';
import { seedIfEmpty } from '@/lib/server/db/seed';
import { ADMIN_COOKIE } from '@/lib/server/services/staff-auth';
import { savePosting } from '@/lib/server/services/posting-admin';
import { getPosting } from '@/lib/server/services/postings';
import { listStores } from '@/lib/server/services/stores';
import { careerWords } from '@/lib/careers/career-words';
import { postingSchema } from '@/lib/validation/posting';
import { PostingDetail } from '@/components/careers/posting-detail';
import { publishingAction } from '@/app/[locale]/admin/publishing-actions';
import { localeMock } from '../helpers/navigation-mock';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { useIsolatedStorage } from '../helpers/route-requests';
import { staffCookie } from '../helpers/staff-session';
import { staffRequest as request } from '../helpers/staff-action-request';
import { intlRequest } from '../helpers/next-intl-server';

/*
 * Publishing a posting from its record page (app/[locale]/admin/publishing-actions.ts) under the
 * pay-transparency law: a Maryland posting without pay and benefits is refused, saying why in the
 * staff member's language; a Florida one needs neither, and its public page (components/careers/
 * posting-detail.tsx) then shows no Pay or Benefits, and offers Apply. The services' rules are
 * tests/api/admin-postings.test.ts; a posting made and published through the back office and read
 * on /career, tests/e2e/admin-postings.spec.ts.
 */

// The staff action reads its session from the request's cookies and speaks through next-intl with the
// real catalogues (tests/helpers/; jest hoists the mocks above the imports).
jest.mock('next/headers', () => jest.requireActual('../helpers/staff-action-request').nextHeaders());
jest.mock('next-intl/server', () => jest.requireActual('../helpers/next-intl-server').nextIntlServer());
jest.mock('next/cache', () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined, unstable_cache: (read: unknown) => read }));
// Links as the site writes them, without Next's router.
jest.mock('@/lib/i18n/navigation', () => jest.requireActual('../helpers/navigation-mock'));
jest.mock('@/lib/i18n/client-navigation', () => jest.requireActual('../helpers/navigation-mock'));

// A staff-grade sign-in, about a second; the demo content's seed.
jest.setTimeout(120_000);

/** A posting saved as a draft, without pay or benefits, in the given cities. */
async function draftIn(cities: string[], title: string, staffId: number) {
  const input = postingSchema.validateSync(
    { title: `${title} (한국어)`, title_eng: title, content: '<p>Stock shelves</p>', job_type: '3', career_type: '2', experience: '', cities, pay_min: '', pay_max: '', pay_unit: '', benefits: '', benefits_eng: '', start_date: storeToday(), due_date: '', always_open: 'true', published: '' },
    { stripUnknown: true },
  );
  return ((await savePosting(null, input, { staffId, address: '192.0.2.61' })) as { id: number }).id;
}

const publish = (locale: 'ko' | 'en', id: number) => {
  const form = new FormData();
  form.set('id', String(id));
  form.set('intent', 'publish');
  return publishingAction(locale, 'posting', IDLE, form);
};

describe.each(databaseKinds)('publishing a posting on %s', (kind) => {
  const database = useTestDatabase(kind);
  useIsolatedStorage();
  let editor = { cookie: '', staffId: 0 };

  beforeAll(async () => {
    expect(await seedIfEmpty(database().db)).toBe(true);
    editor = await staffCookie('editor');
    request.cookie = editor.cookie.slice(`${ADMIN_COOKIE}=`.length);
  });

  it('refuses a Maryland posting without pay and benefits, saying why in Korean, and leaves it off the site', async () => {
    const id = await draftIn(['4'], 'Office administrator', editor.staffId);
    expect(await publish('ko', id)).toEqual({ status: 'error', message: '메릴랜드·뉴저지 공고에는 급여와 복리후생 안내가 반드시 필요합니다. 아래 양식에 입력한 뒤 게시하세요.' });
    expect(await getPosting(id, storeToday())).toBeNull();
  });

  it('publishes a Florida posting without pay or benefits; its page shows neither, and offers Apply', async () => {
    const id = await draftIn(['15'], 'Orlando stocker', editor.staffId);
    expect(await publish('en', id)).toEqual({ status: 'done', message: 'Published.' });
    const posting = (await getPosting(id, storeToday()))!;
    expect(posting).toMatchObject({ title_eng: 'Orlando stocker', pay: null, closed: false });

    intlRequest.locale = 'en';
    localeMock.current = 'en';
    const html = renderToStaticMarkup((await PostingDetail({ locale: 'en', posting, words: await careerWords('en'), today: storeToday(), stores: await listStores() })) as ReactElement);
    const page = new JSDOM(`<main>${html}</main>`).window.document;
    expect(page.querySelector('h1')?.textContent).toContain('Orlando stocker');
    const terms = [...page.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual(expect.arrayContaining(['Job Category', 'Company Location']));
    expect(terms).not.toContain('Pay');
    expect(terms).not.toContain('Benefits');
    expect([...page.querySelectorAll('a')].find((link) => link.textContent === 'Apply')?.getAttribute('href')).toBe(`/en/career-apply?post=${id}`);
  });
});
