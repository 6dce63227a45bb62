import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaffRowActions, type StaffRowLabels } from '@/components/admin/staff-row-actions';
import type { AdminFormState } from '@/lib/admin/form-state';
import { messages, renderWithIntl } from '../helpers/render-with-intl';

const s = messages.en.admin.staff;
const labels: StaffRowLabels = {
  role: s.role,
  roles: messages.en.admin.roles,
  saveRole: s.saveRole,
  deactivate: s.deactivate,
  deactivateConfirm: 'Deactivate kim@lotteplaza.test? Every sign-in of this account ends at once.',
  deactivateYes: s.deactivateYes,
  activate: s.activate,
  newPassword: s.newPassword,
  setPassword: s.setPassword,
  passwordHint: s.passwordHint,
  signInAgain: messages.en.admin.signInAgain,
};
const account = { id: 7, email: 'kim@lotteplaza.test', name: 'Kim', role: 'editor' as const, active: true, created_at: '2026-01-05T15:00:00.000Z', two_factor: false };

function setup(resetPassword = jest.fn(async (): Promise<AdminFormState> => ({ status: 'idle' })), active = true) {
  const update = jest.fn(async (): Promise<AdminFormState> => ({ status: 'done', message: 'Saved.' }));
  renderWithIntl(<StaffRowActions account={{ ...account, active }} update={update} resetPassword={resetPassword} labels={labels} loginHref="/en/admin/login" />, 'en');
  return { update, user: userEvent.setup() };
}

describe('StaffRowActions', () => {
  it('asks before deactivating: the button that does it is inside a closed disclosure, and says so', () => {
    const { update } = setup();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    const confirm = screen.getByRole('button', { name: 'Yes, deactivate', hidden: true });
    const disclosure = confirm.closest('details');
    expect(disclosure).not.toBeNull();
    expect(disclosure!.open).toBe(false);
    expect(disclosure!.querySelector('summary')).toHaveTextContent('Deactivate');
    expect(disclosure).toHaveTextContent(labels.deactivateConfirm);
    expect(update).not.toHaveBeenCalled();
  });

  it('reactivates in one step (nothing ends)', () => {
    setup(undefined, false);
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeVisible();
  });

  it("drops a field's message from the server once the field is edited, until the next answer", async () => {
    const resetPassword = jest.fn(async (): Promise<AdminFormState> => ({ status: 'error', errors: { password: ['Refused by the server.'] } }));
    const { user } = setup(resetPassword);
    const field = screen.getByLabelText(/New password/);
    await user.type(field, 'correct-horse-battery');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Refused by the server.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, '!');
    expect(screen.queryByText('Refused by the server.')).toBeNull();
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(resetPassword).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Refused by the server.')).toBeVisible();
  });

  it("drops the schema's own message once the field is edited", async () => {
    const { user } = setup();
    const field = screen.getByLabelText(/New password/);
    await user.type(field, 'LottePlaza2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(messages.en.validation.staffPasswordCommon)).toBeVisible();
    await user.type(field, 'x');
    expect(screen.queryByText(messages.en.validation.staffPasswordCommon)).toBeNull();
  });
});
