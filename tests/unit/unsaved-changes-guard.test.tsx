import type { MouseEvent, ReactNode } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnnouncementForm } from '@/components/admin/announcement-form';
import type { AdminFormState } from '@/lib/admin/form-state';
import { messages, renderWithIntl } from '../helpers/render-with-intl';

// The editor's field is a hidden input named as the editor is; its toolbar is not what is tested here.
jest.mock('@/components/admin/editor/rich-text-editor', () => ({
  RichTextEditor: ({ name, initialHtml }: { name: string; initialHtml: string }) => <input type="hidden" name={name} value={initialHtml} readOnly />,
}));

const question = messages.en.admin.unsavedChanges;
const initial = { title: '공지', title_eng: 'Notice', content: '<p>본문</p>', content_eng: '', published: true, files: [{ id: 7, url: '/uploads/a.pdf' }, null, null] };

/** A link as the router's: its own click handler starts the navigation (here, a spy). */
function RouterLink({ href, navigate, children, ...rest }: { href: string; navigate: jest.Mock; children: ReactNode; target?: string; download?: boolean }) {
  return (
    <a
      href={href}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        navigate(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}

function setup(action = jest.fn(async (): Promise<AdminFormState> => ({ status: 'done', message: 'Saved.' }))) {
  const navigate = jest.fn();
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  const page = (published: boolean) => (
    <>
      <nav>
        <RouterLink href="/en/admin/postings" navigate={navigate}>
          Postings
        </RouterLink>
        <RouterLink href="/en/admin/postings" navigate={navigate} target="_blank">
          Postings in a new tab
        </RouterLink>
        <RouterLink href="/uploads/a.pdf" navigate={navigate} download>
          Download
        </RouterLink>
        <RouterLink href="#title" navigate={navigate}>
          To the title
        </RouterLink>
      </nav>
      <AnnouncementForm action={action} initial={{ ...initial, published }} loginHref="/en/admin/login" />
    </>
  );
  const view = renderWithIntl(page(initial.published), 'en');
  /** The page as the server renders it again after Publish or Back to draft. */
  const refreshed = (published: boolean) => view.rerender(page(published));
  return { navigate, confirm, action, refreshed, user: userEvent.setup(), ...view };
}

const leavesQuietly = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return !event.defaultPrevented;
};
const title = () => screen.getByLabelText(messages.en.admin.announcements.titleKo) as HTMLInputElement;
const postings = () => screen.getByRole('link', { name: 'Postings' });
/** Timers the guard sets after an edit or a step back have run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

afterEach(() => jest.restoreAllMocks());

describe('UnsavedChangesGuard in a record form', () => {
  it('lets a form left as it was go without asking', async () => {
    const { user, navigate, confirm } = setup();
    await user.click(postings());
    expect(confirm).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/en/admin/postings');
    expect(leavesQuietly()).toBe(true);
  });

  it('does not count what the page itself changes: Publish or Back to draft refreshing the form is no edit', async () => {
    const { user, navigate, confirm, refreshed } = setup();
    // The page after Back to draft, then after Publish again: the form's hidden `published` comes and goes.
    refreshed(false);
    await settle();
    expect(leavesQuietly()).toBe(true);
    refreshed(true);
    await settle();
    await user.click(postings());
    expect(confirm).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/en/admin/postings');
  });

  it('asks before a link leaves an edited form; declined, the page and the text stay', async () => {
    const { user, navigate, confirm } = setup();
    await user.type(title(), ' 수정');
    await user.click(postings());
    expect(confirm).toHaveBeenCalledWith(question);
    expect(navigate).not.toHaveBeenCalled();
    expect(title()).toHaveValue('공지 수정');
  });

  it('leaves once the person agrees', async () => {
    const { user, navigate, confirm } = setup();
    await user.type(title(), ' 수정');
    await settle();
    confirm.mockReturnValue(true);
    await user.click(postings());
    expect(confirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/admin/postings'));
  });

  it('an edit undone is nothing to lose', async () => {
    const { user, confirm, navigate } = setup();
    await user.type(title(), '!');
    await user.type(title(), '{Backspace}');
    await settle();
    await user.click(postings());
    expect(confirm).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalled();
  });

  it('does not ask for a new tab, a download, a place on the same page, or a modified click', async () => {
    const { user, confirm, navigate } = setup();
    await user.type(title(), ' 수정');
    await user.click(screen.getByRole('link', { name: 'Postings in a new tab' }));
    await user.click(screen.getByRole('link', { name: 'Download' }));
    await user.click(screen.getByRole('link', { name: 'To the title' }));
    fireEvent.click(postings(), { ctrlKey: true });
    expect(confirm).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledTimes(4);
  });

  it('has the browser ask before the tab is closed or reloaded with an edit', async () => {
    const { user } = setup();
    await user.type(title(), ' 수정');
    expect(leavesQuietly()).toBe(false);
  });

  it('counts a widget changed without typing (an attachment removed) as an edit', async () => {
    const { user } = setup();
    const slot = screen.getByRole('group', { name: 'Attachment 1' });
    await user.click(within(slot).getByRole('button', { name: messages.en.admin.uploads.remove }));
    expect(leavesQuietly()).toBe(false);
  });

  it('does not ask when the form itself is saved, and all is saved after', async () => {
    const { user, confirm, navigate, action } = setup();
    await user.type(title(), ' 수정');
    await user.click(screen.getByRole('button', { name: messages.en.admin.announcements.save }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(action).toHaveBeenCalledTimes(1);
    await settle();
    await user.click(postings());
    expect(confirm).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalled();
    expect(leavesQuietly()).toBe(true);
  });

  it('still guards a form whose save was refused', async () => {
    const { user, confirm } = setup(jest.fn(async (): Promise<AdminFormState> => ({ status: 'error', message: 'Refused.' })));
    await user.type(title(), ' 수정');
    await user.click(screen.getByRole('button', { name: messages.en.admin.announcements.save }));
    expect(await screen.findByText('Refused.')).toBeVisible();
    await user.click(postings());
    expect(confirm).toHaveBeenCalledWith(question);
    expect(leavesQuietly()).toBe(false);
  });

  it('holds a copy of the history entry while there is something to lose, so Back asks; the copy goes once all is saved', async () => {
    const { user, confirm } = setup();
    const before = history.length;
    await user.type(title(), ' 수정');
    await settle();
    expect(history.length).toBe(before + 1);

    // Back, declined: the copy is held again, so the next Back asks again, and nothing is lost.
    for (const times of [1, 2]) {
      act(() => history.back());
      await waitFor(() => expect(confirm).toHaveBeenCalledTimes(times));
      await settle();
    }
    expect(confirm).toHaveBeenLastCalledWith(question);
    expect(title()).toHaveValue('공지 수정');

    // Saved: the guard steps back off its copy by itself, and the next Back asks nothing.
    const pops = jest.fn();
    window.addEventListener('popstate', pops);
    await user.click(screen.getByRole('button', { name: messages.en.admin.announcements.save }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    await waitFor(() => expect(pops).toHaveBeenCalledTimes(1));
    act(() => history.back());
    await waitFor(() => expect(pops).toHaveBeenCalledTimes(2));
    window.removeEventListener('popstate', pops);
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('goes on back once the person agrees', async () => {
    const { user, confirm } = setup();
    await user.type(title(), ' 수정');
    await settle();
    confirm.mockReturnValue(true);
    const pops = jest.fn();
    window.addEventListener('popstate', pops);
    act(() => history.back());
    // The step from the copy to the page's own entry, then the one the person asked for.
    await waitFor(() => expect(pops).toHaveBeenCalledTimes(2));
    window.removeEventListener('popstate', pops);
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
