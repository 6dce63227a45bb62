import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InquiryForm, type FieldSpec, type FormKitLabels } from '@/components/forms/inquiry-form';
import { HttpError } from '@/lib/api/client';
import { messages, renderWithIntl } from '../helpers/render-with-intl';

const postForm = jest.fn();
jest.mock('@/lib/api/client', () => {
  const actual = jest.requireActual('@/lib/api/client');
  return { ...actual, api: { ...actual.api, postForm: (...args: unknown[]) => postForm(...args) } };
});

const f = messages.en.forms;
const labels: FormKitLabels = {
  required: f.required, counter: f.counter, files: f.files, filesHint: f.filesHint, chooseFiles: f.chooseFiles, removeFile: f.removeFile,
  noFiles: f.noFiles, consent: f.consent, privacyLink: f.privacyLink, submit: f.submit, sending: f.sending, submitted: f.submitted,
  errorSummary: f.errorSummary, sendFailed: f.sendFailed, scriptNeeded: f.scriptNeeded, messages: messages.en.validation,
};
const fields: FieldSpec[] = [
  { name: 'title', kind: 'text', label: 'Title' },
  { name: 'name', kind: 'text', label: 'Name' },
  { name: 'email', kind: 'email', label: 'E-mail', autoComplete: 'email' },
  { name: 'phone', kind: 'tel', label: 'Phone', autoComplete: 'tel' },
  { name: 'password', kind: 'password', label: 'Password' },
  { name: 'content', kind: 'textarea', label: 'Message' },
];

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

function setup(hidden?: Record<string, string>) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithIntl(<InquiryForm kind="general" fields={fields} labels={labels} done={<p>Sent!</p>} hidden={hidden} />, 'en');
  return user;
}

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Title/), 'Parking');
  await user.type(screen.getByLabelText(/^Name/), 'Kim');
  await user.type(screen.getByLabelText(/^E-mail/), 'kim@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '301-555-0100');
  await user.type(screen.getByLabelText(/^Password/), 'secret-parking');
  await user.type(screen.getByLabelText(/^Message/), 'Where can I park?');
}

describe('the form kit', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    postForm.mockReset();
    // jsdom does not scroll; the done screen scrolls to the top.
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    scrollTo.mockRestore();
  });

  it('ties labels to inputs with the right types and phone hints', () => {
    setup();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('inputmode', 'tel');
    expect(screen.getByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute('href', '/en/privacy');
  });

  it('looks enabled only 100 ms after everything required is filled and consent is given', async () => {
    const user = setup();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await fillAll(user);
    act(() => jest.advanceTimersByTime(150));
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('checkbox'));
    act(() => jest.advanceTimersByTime(50));
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    act(() => jest.advanceTimersByTime(60));
    expect(submit).toHaveAttribute('aria-disabled', 'false');
    await user.clear(screen.getByLabelText(/^Title/));
    act(() => jest.advanceTimersByTime(150));
    expect(submit).toHaveAttribute('aria-disabled', 'true');
  });

  it('counts the message live up to 500', async () => {
    const user = setup();
    const message = screen.getByLabelText(/^Message/);
    expect(screen.getByText('0 / 500')).toBeInTheDocument();
    await user.type(message, 'Hello');
    expect(screen.getByText('5 / 500')).toBeInTheDocument();
    expect(message).toHaveAttribute('maxlength', '500');
    expect(message).toHaveAccessibleDescription('5 / 500');
  });

  it.each([
    ['more than 3 files', [file('a.pdf'), file('b.pdf'), file('c.pdf'), file('d.pdf')], 'Up to 3 files can be uploaded'],
    ['a file over 10 MB', [file('big.pdf', 10_485_761)], 'The size of each file cannot exceed a maximum of 10 MB.'],
    ['a forbidden extension', [file('virus.exe')], 'Some files have invalid extensions.'],
  ])('refuses %s with an alert, keeping what was chosen before', async (_name, chosen, message) => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    setup();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file('ok.pdf')] } });
    expect(screen.getByText('ok.pdf')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: chosen } });
    expect(alert).toHaveBeenCalledWith(message);
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(1);
    alert.mockRestore();
  });

  it('lists chosen files with their size and removes them one by one', async () => {
    const user = setup();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file('menu.pdf', 2048), file('photo.png', 3 * 1_048_576)] } });
    expect(screen.getByText('(2 KB)')).toBeInTheDocument();
    expect(screen.getByText('(3.0 MB)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove menu.pdf' }));
    expect(screen.queryByText('menu.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('photo.png')).toBeInTheDocument();
  });

  it('shows what is missing when sent incomplete, in the visitor\'s language', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the fields marked below.');
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByText('Please agree to the collection and use of your personal information.')).toBeInTheDocument();
    expect(postForm).not.toHaveBeenCalled();
    // The first field to mend has the focus, not Submit; after the next refused try, the then first.
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveFocus());
    await user.type(screen.getByLabelText(/^Title/), 'Parking');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
  });

  it('sends once however often it is clicked, then shows the done screen', async () => {
    let finish: (value: unknown) => void = () => undefined;
    postForm.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = setup();
    await fillAll(user);
    await user.click(screen.getByRole('checkbox'));
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.click(submit);
    await waitFor(() => expect(postForm).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Sending…' }));
    await user.click(screen.getByRole('button', { name: 'Sending…' }));
    expect(postForm).toHaveBeenCalledTimes(1);
    const [endpoint, payload] = postForm.mock.calls[0]!;
    expect(endpoint).toBe('inquiry/general/');
    expect(payload).toMatchObject({ title: 'Parking', email: 'kim@example.com', content: 'Where can I park?' });
    await act(async () => finish({ id: 1 }));
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
  });

  it('sends its fixed hidden values with the fields, without showing them', async () => {
    postForm.mockResolvedValue({ id: 1 });
    const user = setup({ employment_info: '12' });
    expect(screen.queryByDisplayValue('12')).not.toBeInTheDocument();
    await fillAll(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(postForm).toHaveBeenCalledTimes(1));
    expect(postForm.mock.calls[0]![1]).toMatchObject({ employment_info: '12', title: 'Parking' });
  });

  it('says aloud a refusal of a value the visitor cannot see (the posting has closed)', async () => {
    postForm.mockRejectedValue(new HttpError(400, 'Bad Request', { employment_info: ['postingClosed'] }));
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = setup({ employment_info: '12' });
    await fillAll(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('This job posting is closed.'));
    expect(screen.queryByText('Sent!')).not.toBeInTheDocument();
    alert.mockRestore();
  });
});
