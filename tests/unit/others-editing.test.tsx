import { act, screen, waitFor } from '@testing-library/react';
import { OthersEditing } from '@/components/admin/others-editing';
import { PRESENCE_BEAT_MS } from '@/lib/admin/presence';
import { renderWithIntl } from '../helpers/render-with-intl';

const answer = (editing: string[]) => ({ ok: true, json: async () => ({ editing }) }) as Response;

describe('who else has a record open', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('shows the colleagues the page was drawn with, in the page language, before any beat', () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderWithIntl(<OthersEditing kind="deal" id={4} initial={['Mina', 'Joon']} />, 'en');
    expect(screen.getByRole('status')).toHaveTextContent('Mina and Joon have this record open too.');
  });

  it('beats at once and every 30 seconds, shows who the answer names, and says when the page is left', async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockResolvedValueOnce(answer([])).mockResolvedValueOnce(answer(['지훈'])).mockResolvedValue({ ok: true, status: 204 } as Response);
      const view = renderWithIntl(<OthersEditing kind="sale" id={9} initial={['Mina']} />, 'ko');
      await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
      expect(fetchMock).toHaveBeenCalledWith('/api/admin/presence/sale/9', { method: 'POST' });
      await act(async () => {
        jest.advanceTimersByTime(PRESENCE_BEAT_MS);
      });
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('지훈님도 지금 이 글을 열어 두었습니다.'));
      window.dispatchEvent(new Event('pagehide'));
      expect(fetchMock).toHaveBeenLastCalledWith('/api/admin/presence/sale/9', { method: 'DELETE', keepalive: true });
      // Left: no more beats.
      const calls = fetchMock.mock.calls.length;
      await act(async () => {
        jest.advanceTimersByTime(PRESENCE_BEAT_MS);
      });
      expect(fetchMock.mock.calls.length).toBe(calls);
      view.unmount();
    } finally {
      jest.useRealTimers();
    }
  });
});
