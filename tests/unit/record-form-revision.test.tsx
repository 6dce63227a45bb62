import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnnouncementForm } from '@/components/admin/announcement-form';
import type { AdminFormState } from '@/lib/admin/form-state';
import { messages, renderWithIntl } from '../helpers/render-with-intl';

// The editor's field is a hidden input named as the editor is; its toolbar is not what is tested here.
jest.mock('@/components/admin/editor/rich-text-editor', () => ({
  RichTextEditor: ({ name, initialHtml }: { name: string; initialHtml: string }) => <input type="hidden" name={name} value={initialHtml} readOnly />,
}));

const initial = { title: '공지', title_eng: 'Notice', content: '<p>본문</p>', content_eng: '', published: false, files: [] };
const t = messages.en.admin.announcements;

/** The revision each save sent, in order. */
function sentBases(action: jest.Mock) {
  return action.mock.calls.map(([, form]: [AdminFormState, FormData]) => form.get('base'));
}

describe("a record form's revision (no lost edits)", () => {
  it('sends the revision it was drawn from, then the one each save answers, and keeps it through a refusal and a refreshed page', async () => {
    const action = jest
      .fn()
      .mockResolvedValueOnce({ status: 'done', message: 'Saved.', base: 9 })
      .mockResolvedValueOnce({ status: 'error', message: 'Refused.' })
      .mockResolvedValue({ status: 'done', message: 'Saved.', base: 11 });
    const user = userEvent.setup();
    const view = renderWithIntl(<AnnouncementForm action={action} initial={initial} loginHref="/admin/login" revision={5} />, 'en');
    const save = () => user.click(screen.getByRole('button', { name: t.save }));

    await save();
    await waitFor(() => expect(screen.getByText('Saved.')).toBeVisible());
    await save();
    await waitFor(() => expect(screen.getByText('Refused.')).toBeVisible());
    // The page refreshed with a colleague's newer revision: the fields still hold what this form had.
    view.rerender(<AnnouncementForm action={action} initial={initial} loginHref="/admin/login" revision={10} />);
    await save();
    await waitFor(() => expect(action).toHaveBeenCalledTimes(3));
    expect(sentBases(action)).toEqual(['5', '9', '9']);
  });

  it('shows who saved first with a comparison that opens beside the form', async () => {
    const action = jest.fn().mockResolvedValue({ status: 'error', message: 'Mina saved a change.', compare: { href: '/en/admin/revisions/announcement/3?a=5&b=9', label: 'Compare the versions' } });
    const user = userEvent.setup();
    renderWithIntl(<AnnouncementForm action={action} initial={initial} loginHref="/admin/login" revision={5} />, 'en');
    await user.click(screen.getByRole('button', { name: t.save }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Mina saved a change.');
    const link = screen.getByRole('link', { name: 'Compare the versions' });
    expect(link).toHaveAttribute('href', '/en/admin/revisions/announcement/3?a=5&b=9');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('sends no revision for a new record', async () => {
    const action = jest.fn().mockResolvedValue({ status: 'idle' });
    const user = userEvent.setup();
    renderWithIntl(<AnnouncementForm action={action} initial={initial} loginHref="/admin/login" />, 'en');
    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(action).toHaveBeenCalled());
    expect(sentBases(action)).toEqual([null]);
  });
});
