import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecoveryCodes } from '@/components/admin/recovery-codes';
import { messages, renderWithIntl } from '../helpers/render-with-intl';

const codes = ['ab12-cd34', 'ef56-gh78'];

describe('new recovery codes', () => {
  it.each(['ko', 'en'] as const)('%s: download as text (a plain link), copy and print', async (locale) => {
    const words = messages[locale].admin.secondFactor;
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderWithIntl(<RecoveryCodes codes={codes} labels={{ title: words.codesTitle, keep: words.codesKeep }} />, locale);

    const download = screen.getByRole('link', { name: words.codesDownload });
    expect(download).toHaveAttribute('download', 'lotte-plaza-recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href')!)).toBe(`data:text/plain;charset=utf-8,${words.codesTitle}\n\nab12-cd34\nef56-gh78\n`);

    await act(async () => userEvent.click(screen.getByRole('button', { name: words.codesCopy })));
    expect(writeText).toHaveBeenCalledWith(`${words.codesTitle}\n\nab12-cd34\nef56-gh78\n`);
    expect(screen.getByRole('status')).toHaveTextContent(words.codesCopied);

    writeText.mockRejectedValueOnce(new Error('denied'));
    await act(async () => userEvent.click(screen.getByRole('button', { name: words.codesCopy })));
    expect(screen.getByRole('status')).toHaveTextContent(words.codesCopyFailed);

    await act(async () => userEvent.click(screen.getByRole('button', { name: words.codesPrint })));
    expect(print).toHaveBeenCalled();
  });
});
