import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LocaleError from '@/app/[locale]/(site)/error';
import { ErrorTextsProvider } from '@/components/layout/error-texts';
import { messages, renderWithIntl } from '../helpers/render-with-intl';


describe('localized error page', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('explains in Korean, logs the error and retries on request', async () => {
    const retry = jest.fn();
    const error = new Error('boom');
    renderWithIntl(
      <ErrorTextsProvider texts={messages.ko.error}>
        <LocaleError error={error} retry={retry} />
      </ErrorTextsProvider>,
      'ko',
    );
    expect(screen.getByRole('heading', { name: '문제가 발생했습니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
    await userEvent.setup().click(screen.getByRole('button', { name: '다시 시도' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(error);
  });

  it('explains in English', () => {
    renderWithIntl(
      <ErrorTextsProvider texts={messages.en.error}>
        <LocaleError error={new Error('boom')} retry={() => undefined} />
      </ErrorTextsProvider>,
      'en',
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('We could not show this page. Please try again in a moment.')).toBeInTheDocument();
  });
});
