import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CareerApplyPage from '@/app/[locale]/(site)/career-apply/page';
import { getPosting } from '@/lib/server/services/postings';
import { localeMock } from '../helpers/navigation-mock';
import { intlRequest } from '../helpers/next-intl-server';

/*
 * /career-apply as the server renders it (app/[locale]/(site)/career-apply/page.tsx) for an address
 * that names no posting, for a posting that has closed, in each language, and for an open one in
 * English (its form sent, then the done screen). The Korean form sent through a real server, with
 * its files, is tests/e2e/careers.spec.ts.
 */

// The server's translations, from the real catalogues, in the page's language.
jest.mock('next-intl/server', () => jest.requireActual('../helpers/next-intl-server').nextIntlServer());
jest.mock('next/server', () => ({ connection: async () => undefined }));
jest.mock('@/lib/server/services/postings', () => ({ getPosting: jest.fn() }));
// The shared stand-in's router, with Back as well.
const mockRouter = { back: jest.fn(), replace: jest.fn(), push: jest.fn(), refresh: jest.fn() };
jest.mock('@/lib/i18n/client-navigation', () => ({ ...jest.requireActual('../helpers/navigation-mock'), useRouter: () => mockRouter }));
const routerSpy = mockRouter;

const postForm = jest.fn();
jest.mock('@/lib/api/client', () => {
  const actual = jest.requireActual('@/lib/api/client');
  return { ...actual, api: { ...actual.api, postForm: (...args: unknown[]) => postForm(...args) } };
});

const found = getPosting as jest.MockedFunction<typeof getPosting>;
const CASHIER = { id: 2, title: '캐셔 (파트타임)', title_eng: 'Cashier (part time)', closed: false } as Awaited<ReturnType<typeof getPosting>>;
const DRIVER = { id: 15, title: '배송 기사 (CDL)', title_eng: 'Delivery driver (CDL)', closed: true } as Awaited<ReturnType<typeof getPosting>>;

async function show(locale: 'ko' | 'en', search: Record<string, string>) {
  intlRequest.locale = locale;
  localeMock.current = locale;
  return render(await CareerApplyPage({ params: Promise.resolve({ locale }), searchParams: Promise.resolve(search) } as never));
}

let alert: jest.SpyInstance;
beforeEach(() => {
  found.mockReset();
  routerSpy.back.mockReset();
  routerSpy.replace.mockReset();
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alert.mockRestore());

describe('/career-apply', () => {
  it.each([
    ['ko', '‘배송 기사 (CDL)’ 공고는 마감되어 더 이상 지원을 받지 않습니다.', '진행 중인 공고 보기', '마감된 공고 보기', '/career', '/career/15'],
    ['en', 'The posting “Delivery driver (CDL)” is closed and no longer takes applications.', 'See open postings', 'Read the closed posting', '/en/career', '/en/career/15'],
  ] as const)('%s: for a closed posting, says in plain words that it has closed, with no alert and no form', async (locale, said, open, toPosting, openHref, postingHref) => {
    found.mockResolvedValue(DRIVER);
    await show(locale, { post: '15' });
    expect(found).toHaveBeenCalledWith(15, expect.any(String));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(said);
    expect(within(status).getByRole('link', { name: open })).toHaveAttribute('href', openHref);
    expect(within(status).getByRole('link', { name: toPosting })).toHaveAttribute('href', postingHref);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.querySelector('form')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('without a posting number, alerts the spec\'s words and goes to the list when there is nothing to go back to', async () => {
    await show('ko', {});
    expect(found).not.toHaveBeenCalled();
    expect(alert).toHaveBeenCalledWith('잘못된 접근입니다: 공고 번호가 없습니다.');
    expect(routerSpy.replace).toHaveBeenCalledWith('/career');
    expect(routerSpy.back).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('잘못된 접근입니다: 공고 번호가 없습니다.');
  });

  it('for a posting that never existed, alerts in English and goes back to the page the visitor came from', async () => {
    found.mockResolvedValue(null);
    // A page of this site before it in the tab's history.
    window.history.pushState(null, '', '/en/career/15');
    window.history.pushState(null, '', '/en/career-apply?post=99999');
    await show('en', { post: '99999' });
    expect(found).toHaveBeenCalledWith(99999, expect.any(String));
    expect(alert).toHaveBeenCalledWith('invalid approaching : post id not exists');
    expect(routerSpy.back).toHaveBeenCalled();
    expect(routerSpy.replace).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Job postings' })).toHaveAttribute('href', '/en/career');
  });

  it('en: names the open posting, and its form sends the application with its files and says it was submitted', async () => {
    found.mockResolvedValue(CASHIER);
    postForm.mockResolvedValue({ id: 1 });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await show('en', { post: '2' });
    expect(screen.getByRole('heading', { level: 1, name: 'Apply' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cashier (part time)' })).toHaveAttribute('href', '/en/career/2');

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Name/), 'Park Jiwoo');
    await user.type(screen.getByLabelText(/^E-mail/), 'apply-en@example.com');
    await user.type(screen.getByLabelText(/^Phone/), '571-555-0142');
    await user.type(screen.getByLabelText(/^Password/), 'cashier-2026');
    await user.type(screen.getByLabelText(/^Message/), 'Weekends and evenings are fine.');
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [new File(['%PDF-1.4'], 'resume.pdf'), new File(['%PDF-1.4'], 'cover.pdf')] } });
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the collection and use of my personal information.' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'false'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: 'Your application has been submitted' })).toBeInTheDocument();
    expect(postForm.mock.calls[0]![0]).toBe('employments/apply/');
    expect(postForm.mock.calls[0]![1]).toMatchObject({ employment_info: '2', name: 'Park Jiwoo', email: 'apply-en@example.com', file1: expect.any(File), file2: expect.any(File) });
    expect(screen.getByRole('link', { name: 'My applications' })).toHaveAttribute('href', '/en/career-my');
    expect(screen.getByRole('link', { name: 'Job postings' })).toHaveAttribute('href', '/en/career');
    scrollTo.mockRestore();
  }, 20_000);
});
