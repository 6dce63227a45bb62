import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InquiryForm } from '@/components/forms/inquiry-form';
import { HttpError } from '@/lib/api/client';
import { messages, renderWithIntl } from '../helpers/render-with-intl';
import { formKitLabels, inquiryFields, tenantFields } from '../helpers/form-props';

/*
 * What the inquiry forms do with the server's answer, in the visitor's language: the tenant form
 * only alerts and starts afresh (the spec's "제출완료" / "submit completed"); a refusal of a file
 * comes back at the file field under the form's summary. The rules before sending are
 * tests/unit/form-kit.test.tsx; the forms sent through a real server, tests/e2e/forms.spec.ts.
 */

const postForm = jest.fn();
jest.mock('@/lib/api/client', () => {
  const actual = jest.requireActual('@/lib/api/client');
  return { ...actual, api: { ...actual.api, postForm: (...args: unknown[]) => postForm(...args) } };
});

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

let alert: jest.SpyInstance;
let scrollTo: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  postForm.mockReset();
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  // jsdom does not scroll; the done screen scrolls to the top.
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  alert.mockRestore();
  scrollTo.mockRestore();
});

describe('the tenant form', () => {
  it.each([
    ['ko', '제출완료'],
    ['en', 'submit completed'],
  ] as const)('%s: is ready only with a document, then alerts "%s" and starts afresh', async (locale, said) => {
    postForm.mockResolvedValue({ id: 1 });
    const f = messages[locale].forms;
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithIntl(<InquiryForm kind="tenant" fields={tenantFields(locale)} labels={formKitLabels(locale)} />, locale);
    await user.type(field(f.name), 'Park Joon');
    await user.type(field(f.email), 'tenant@example.com');
    await user.type(field(f.phone), '813-555-0142');
    await user.type(field(f.address), '17605 Bruce B. Downs Blvd, Tampa, FL');
    await user.click(screen.getByRole('checkbox'));
    act(() => jest.advanceTimersByTime(150));
    const submit = screen.getByRole('button', { name: f.submit });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [pdf('menu.pdf')] } });
    act(() => jest.advanceTimersByTime(150));
    expect(submit).toHaveAttribute('aria-disabled', 'false');

    await user.click(submit);
    await waitFor(() => expect(alert).toHaveBeenCalledWith(said));
    expect(postForm.mock.calls[0]![0]).toBe('storetenants/');
    expect(postForm.mock.calls[0]![1]).toMatchObject({ name: 'Park Joon', address: '17605 Bruce B. Downs Blvd, Tampa, FL', file1: expect.any(File) });
    // No done screen: the same form, empty again.
    await waitFor(() => expect(field(f.name)).toHaveValue(''));
    expect(screen.getByText(f.noFiles)).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });
});

describe('a submit before the form is complete', () => {
  it('names an e-mail that is not one and the missing consent at their fields, under the summary, and sends nothing', async () => {
    const f = messages.en.forms;
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithIntl(<InquiryForm kind="general" fields={inquiryFields('en')} labels={formKitLabels('en')} done={<h2>done</h2>} />, 'en');
    await user.type(field(f.email), 'not-an-email');
    // The button only looks disabled (aria-disabled): a click shows what is missing.
    await user.click(screen.getByRole('button', { name: f.submit }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(field(f.email)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please agree to the collection and use of your personal information.')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('form [role="alert"]')).toHaveTextContent('Please check the fields marked below.'));
    expect(postForm).not.toHaveBeenCalled();
  });
});

describe('a refusal from the server', () => {
  it('of a file whose content is not its kind (a .pdf that is not a PDF) shows at the files, under the summary, in Korean', async () => {
    // The API's answer: the message in the visitor's language, by field (lib/server/uploads/check-uploads.ts).
    postForm.mockRejectedValue(new HttpError(400, 'Bad Request', { files: [messages.ko.validation.fileContentMismatch] }));
    const f = messages.ko.forms;
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithIntl(<InquiryForm kind="general" fields={inquiryFields('ko')} labels={formKitLabels('ko')} done={<h2>done</h2>} />, 'ko');
    await user.type(field(f.title), '견적 문의');
    await user.type(field(f.name), 'Kim Minji');
    await user.type(field(f.email), 'fake@example.com');
    await user.type(field(f.phone), '301-555-0123');
    await user.type(field(f.password), 'abcd1234');
    await user.type(field(f.content), '견적서를 첨부합니다.');
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [pdf('invoice.pdf')] } });
    await user.click(screen.getByRole('checkbox'));
    act(() => jest.advanceTimersByTime(150));
    await user.click(screen.getByRole('button', { name: f.submit }));

    expect(await screen.findByText('파일 내용이 확장자와 일치하지 않습니다.')).toBeInTheDocument();
    expect(document.querySelector('form [role="alert"]')).toHaveTextContent('아래 표시된 항목을 확인해 주세요.');
    expect(screen.queryByRole('heading', { name: 'done' })).not.toBeInTheDocument();
    // A field's refusal is shown, not alerted.
    expect(alert).not.toHaveBeenCalled();
  });
});
