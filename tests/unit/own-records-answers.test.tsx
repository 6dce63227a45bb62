import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyQna } from '@/components/forms/my-qna';
import { MyApplications, type MyApplicationsLabels } from '@/components/careers/my-applications';
import type { BoardLabels } from '@/components/board/detail-board';
import type { PaginationLabels } from '@/components/ui/pagination';
import { messages, renderWithIntl } from '../helpers/render-with-intl';
import { myApplicationsLabels, myQnaLabels } from '../helpers/form-props';

/*
 * My Q&A and My applications when the lookup finds nothing: a wrong password is answered by the
 * API exactly like an unknown e-mail (tests/api/submissions.test.ts), and the page says so in
 * plain words, with nothing to open. And My applications in English when it finds one: the row,
 * the application opened on the board, List back. A lookup through a real server is
 * tests/e2e/forms.spec.ts and careers.spec.ts (in Korean).
 */

type Locale = 'ko' | 'en';

// Only what a record would show; an empty answer shows none.
const board = {} as BoardLabels;
const pagination = {} as PaginationLabels;

const json = (body: unknown, status = 200) => ({ ok: status < 400, status, headers: { get: () => 'application/json' }, text: async () => (body === null ? '' : JSON.stringify(body)) });
// What the API answers a wrong password (and an unknown e-mail), and a visitor who proved nothing yet: an empty page.
const EMPTY = { count: 0, next: null, previous: null, current_page: 1, total_pages: 0, results: [] };
type Answer = (url: string, method: string) => ReturnType<typeof json> | undefined;
const fetchMock = jest.fn();
/** The API answers `answer`'s, else an empty page. */
const answering = (answer: Answer = () => undefined) =>
  fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => answer(url, init.method ?? 'GET') ?? json(EMPTY));
const callsOf = (method: string) => fetchMock.mock.calls.filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') === method);
beforeAll(() => Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true }));
afterAll(() => delete (window as { fetch?: unknown }).fetch);
beforeEach(() => {
  fetchMock.mockReset();
  answering();
});

/** Types and sends a lookup; gives the body and address of its POST. */
async function lookUp(locale: Locale) {
  const f = messages[locale].forms;
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(f.email), 'nobody@example.com');
  await user.type(screen.getByLabelText(f.password), 'wrong');
  await user.click(screen.getByRole('button', { name: locale === 'en' ? 'Confirm' : '확인' }));
  await waitFor(() => expect(callsOf('POST')).toHaveLength(1));
  const [url, init] = callsOf('POST')[0]!;
  return { url: url as string, body: JSON.parse((init as RequestInit).body as string) };
}

describe('a lookup that finds nothing', () => {
  it('My Q&A: "There are no inquiries. Please check your e-mail and password.", and nothing to open', async () => {
    renderWithIntl(<MyQna labels={myQnaLabels('en')} board={board} pagination={pagination} />, 'en');
    const { url, body } = await lookUp('en');
    expect(body).toEqual({ email: 'nobody@example.com', password: 'wrong' });
    expect(url).toMatch(/\/api\/inquiry\/retrieve\/\?page=1&lang=en$/);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(/^There are no inquiries\.\s*Please check your e-mail and password\.$/);
    expect(within(screen.getByRole('region', { name: 'My inquiries' })).queryAllByRole('listitem')).toEqual([]);
    expect(screen.queryByRole('button', { name: /View|보기/ })).not.toBeInTheDocument();
  });

  it.each([
    ['en', /^There are no applications matching your search criteria\.\s*Please check your e-mail and password\.$/],
    ['ko', /^검색 조건에 맞는 지원 내역이 없습니다\.\s*이메일과 비밀번호를 확인해 주세요\.$/],
  ] as const)('My applications (%s): says no application matches, exactly as for an unknown e-mail', async (locale, said) => {
    renderWithIntl(<MyApplications labels={myApplicationsLabels(locale)} board={board} pagination={pagination} />, locale);
    const { url, body } = await lookUp(locale);
    expect(body).toEqual({ email: 'nobody@example.com', password: 'wrong' });
    expect(url).toMatch(new RegExp(`/api/employments/apply/retrieve/\\?page=1&lang=${locale}$`));
    expect(await screen.findByRole('status')).toHaveTextContent(said);
    expect(screen.queryByRole('button', { name: /View Application|지원서 보기/ })).not.toBeInTheDocument();
    // A fresh lookup is offered.
    expect(screen.getByRole('button', { name: messages[locale].careerMy.lookupAgain })).toBeInTheDocument();
  });
});

describe('a lookup that finds an application (English)', () => {
  const summary = { id: 41, title: '캐셔 (파트타임)', title_eng: 'Cashier (part time)', job_type: 3, career_type: 2, experience: 0, city: [1, 2], pay: null, start_date: null, due_date: null, created_at: '2026-03-02T15:00:00.000Z', withdrawn_at: null, deleted_on: null };
  const detail = { ...summary, posting_id: 7, name: 'Park Jiwoo', email: 'apply@example.com', phone: '571-555-0142', content: 'Weekends and evenings are fine.', file1: '/api/files/9/resume.pdf', file2: null, file3: null };
  const b = messages.en.board;
  const boardLabels: BoardLabels = { created: b.created, period: b.period, attachments: b.attachments, download: b.download, answer: b.answer, answerDate: b.answerDate, previous: b.previous, next: b.next, noPrevious: b.noPrevious, noNext: b.noNext, adjacent: b.adjacent, list: b.list, fallback: b.fallback };
  const found = { count: 1, next: null, previous: null, current_page: 1, total_pages: 1, results: [summary] };
  const labels = (): MyApplicationsLabels => {
    const own = myApplicationsLabels('en');
    return { ...own, codes: { cities: { 1: 'Ellicott City', 2: 'Catonsville' }, jobTypes: { 3: 'Store Operation (Retail)' }, careerTypes: { 2: 'Part Time' } } };
  };

  it('lists it with its facts and View Application; opened, shows what was sent and its files; List goes back to the list', async () => {
    answering((url, method) => {
      if (method === 'POST') return json(found);
      if (/\/apply\/41\?/.test(url)) return json(detail);
      return undefined;
    });
    window.history.replaceState(null, '', '/en/career-my');
    renderWithIntl(<MyApplications labels={labels()} board={boardLabels} pagination={messages.en.pagination as PaginationLabels} />, 'en');
    await lookUp('en');
    const row = await screen.findByRole('button', { name: /Cashier \(part time\)/ });
    expect(row).toHaveTextContent('View Application');
    expect(row).toHaveTextContent('Store Operation (Retail)');
    expect(row).toHaveTextContent('Part Time');
    expect(row).toHaveTextContent('Ellicott City, Catonsville');

    const user = userEvent.setup();
    await user.click(row);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cashier (part time)' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.at(-1)![0]).toMatch(/\/api\/employments\/apply\/41\?lang=en$/);
    expect(screen.getByText('Weekends and evenings are fine.')).toBeInTheDocument();
    expect(screen.getByText('571-555-0142')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /resume\.pdf/ })).toHaveAttribute('href', '/api/files/9/resume.pdf');
    // Nothing of it in the address.
    expect(window.location.pathname + window.location.search).toBe('/en/career-my');
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(await screen.findByRole('button', { name: /Cashier \(part time\)/ })).toBeInTheDocument();
  });

  it('a lookup made before (a reload, the other language) shows its list on opening, from its cookie, until Look up again forgets it', async () => {
    answering((url, method) => (method === 'GET' && /\/retrieve\/\?page=1&lang=en$/.test(url) ? json(found) : method === 'DELETE' ? json(null, 204) : undefined));
    renderWithIntl(<MyApplications labels={labels()} board={boardLabels} pagination={messages.en.pagination as PaginationLabels} />, 'en');
    expect(await screen.findByRole('button', { name: /Cashier \(part time\)/ })).toBeInTheDocument();
    expect(callsOf('POST')).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: messages.en.careerMy.lookupAgain }));
    expect(screen.getByLabelText(messages.en.forms.password)).toBeInTheDocument();
    await waitFor(() => expect(callsOf('DELETE')).toHaveLength(1));
    expect(callsOf('DELETE')[0]![0]).toMatch(/\/api\/employments\/apply\/retrieve\/$/);
  });

  it('offers the download of everything sent, and withdraws the application after asking: the page then says when it will be deleted', async () => {
    const withdrawn = { withdrawn_at: '2026-12-04T15:00:00.000Z', deleted_on: '2029-03-02T15:00:00.000Z' };
    let taken = false;
    answering((url, method) => {
      if (method === 'POST') return json(found);
      if (method === 'DELETE' && /\/apply\/41\?/.test(url)) {
        taken = true;
        return json(withdrawn);
      }
      if (/\/apply\/41\?/.test(url)) return json({ ...detail, ...(taken ? withdrawn : {}) });
      return undefined;
    });
    window.history.replaceState(null, '', '/en/career-my');
    renderWithIntl(<MyApplications labels={labels()} board={boardLabels} pagination={messages.en.pagination as PaginationLabels} />, 'en');
    await lookUp('en');
    expect(await screen.findByRole('link', { name: 'Download everything I sent' })).toHaveAttribute('href', '/api/employments/apply/export/');

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Cashier \(part time\)/ }));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(await screen.findByRole('button', { name: 'Withdraw this application' }));
    expect(callsOf('DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Withdraw this application' }));
    expect(confirm).toHaveBeenLastCalledWith(messages.en.careerMy.changeConfirm);
    expect(await screen.findByRole('status')).toHaveTextContent('Your application was withdrawn. An e-mail confirms it.');
    expect(await screen.findByText(/You withdrew this application on Dec 04, 2026\. .* It will be deleted on Mar 02, 2029/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw this application' })).not.toBeInTheDocument();
    confirm.mockRestore();
  });
});

