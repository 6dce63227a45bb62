import { render, screen } from '@testing-library/react';
import { SaveBar } from '@/components/admin/save-bar';

describe('the save bar of a long admin form', () => {
  it('holds Save and its outcome together, in the bar that stays at the foot of the screen', () => {
    render(
      <SaveBar state={{ status: 'done', message: 'Saved.' }} signInAgain="Sign in again" loginHref="/en/admin/login">
        <button type="submit">Save</button>
      </SaveBar>,
    );
    const bar = screen.getByRole('button', { name: 'Save' }).parentElement!;
    expect(bar).toHaveClass('saveBar');
    expect(bar).toContainElement(screen.getByRole('status'));
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });

  it('says a refusal as an alert in the same place', () => {
    render(
      <SaveBar state={{ status: 'error', message: 'Your session has ended.', signedOut: true }} signInAgain="Sign in again" loginHref="/en/admin/login">
        <button type="submit">Save</button>
      </SaveBar>,
    );
    expect(screen.getByRole('button', { name: 'Save' }).parentElement).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('target', '_blank');
  });
});
