import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { FieldErrors } from '@/components/admin/field-errors';
import { useAdminForm } from '@/components/admin/use-admin-form';
import type { AdminFormState } from '@/lib/admin/form-state';
import { emailField, requiredText } from '@/lib/validation/fields';
import { dayField } from '@/lib/validation/staff-fields';
import { messages, renderWithIntl } from '../helpers/render-with-intl';

const schema = yup.object({
  email: emailField(),
  name: requiredText(10),
  start: dayField(),
  // A rule across fields: checked with the whole form, as Save checks it.
  end: dayField().test('after-start', 'dueBeforeStart', function afterStart(value) {
    return !value || !this.parent.start || value >= this.parent.start;
  }),
});

type Action = (state: AdminFormState, form: FormData) => Promise<AdminFormState>;

function Form({ action }: { action: Action }) {
  const { onSubmit, onInput, errors } = useAdminForm(action, schema);
  const field = (name: string, defaultValue = '') => (
    <p>
      <input name={name} aria-label={name} defaultValue={defaultValue} aria-invalid={errors[name] ? true : undefined} aria-describedby={errors[name] ? `${name}-error` : undefined} />
      <FieldErrors id={`${name}-error`} messages={errors[name]} />
    </p>
  );
  return (
    <form onSubmit={onSubmit} onInput={onInput} noValidate>
      {field('email')}
      {field('name', 'Kim')}
      {field('start', '2025-02-01')}
      {field('end', '2025-01-01')}
      {/* A list-like name the schema holds no field for. */}
      {field('items[0]')}
      <button type="submit">Save</button>
    </form>
  );
}

function setup(action: Action = jest.fn(), locale: 'ko' | 'en' = 'en') {
  renderWithIntl(<Form action={action} />, locale);
  return { user: userEvent.setup(), action };
}

const v = messages.en.validation;

describe("an admin form's field messages", () => {
  it("go as soon as the field is valid, and say what is wrong while it is not", async () => {
    const { user, action } = setup();
    const email = screen.getByLabelText('email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(email).toHaveAccessibleDescription(`${v.required} ${v.email}`);
    expect(action).not.toHaveBeenCalled();
    await user.type(email, 'kim');
    expect(email).toHaveAccessibleDescription(v.email);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, '@lotteplaza.test');
    expect(screen.queryByText(v.email)).toBeNull();
    expect(email).not.toHaveAttribute('aria-invalid');
    // Wrong again: its message is back.
    await user.clear(email);
    expect(email).toHaveAccessibleDescription(expect.stringContaining(v.required));
  });

  it('check a rule across fields with the whole form, as Save does', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(v.dueBeforeStart)).toBeVisible();
    const end = screen.getByLabelText('end');
    await user.clear(end);
    await user.type(end, '2025-01-31');
    expect(screen.getByText(v.dueBeforeStart)).toBeVisible();
    await user.clear(end);
    await user.type(end, '2025-03-01');
    expect(screen.queryByText(v.dueBeforeStart)).toBeNull();
  });

  it('are not given to a field that had none, however it is edited', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByLabelText('name');
    await user.type(name, ' is a name far too long');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(v.tooLong)).toBeNull();
  });

  it("are in the visitor's language", async () => {
    const { user } = setup(jest.fn(), 'ko');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(screen.getByLabelText('email'), 'kim');
    expect(screen.getByText(messages.ko.validation.email)).toBeVisible();
  });

  it("from the server stay on fields not edited; an edited one is checked again, and a name the schema does not hold just loses its message", async () => {
    const action = jest.fn(async (): Promise<AdminFormState> => ({ status: 'error', errors: { email: ['Taken.'], name: ['Refused.'], 'items[0]': ['Not a list item.'] } }));
    const { user } = setup(action);
    const email = screen.getByLabelText('email');
    await user.type(email, 'kim@lotteplaza.test');
    await user.type(screen.getByLabelText('end'), '{Control>}a{/Control}2025-03-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(action).toHaveBeenCalled());
    expect(await screen.findByText('Taken.')).toBeVisible();
    await user.type(screen.getByLabelText('items[0]'), 'x');
    expect(screen.queryByText('Not a list item.')).toBeNull();
    expect(screen.getByText('Taken.')).toBeVisible();
    expect(screen.getByText('Refused.')).toBeVisible();
    // The schema finds it invalid: its own message, in place of the server's.
    await user.clear(email);
    expect(email).toHaveAccessibleDescription(expect.stringContaining(v.required));
    expect(screen.queryByText('Taken.')).toBeNull();
    // Valid by the schema: nothing, until the server says otherwise.
    await user.type(email, 'lee@lotteplaza.test');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Refused.')).toBeVisible();
  });
});
