import { readOrNull } from '@/lib/server/services/read-or-null';
import { MainVisualSection } from '@/components/home/main-visual-section';
import { AnnouncementList } from '@/components/home/announcement-list';

jest.mock('next-intl/server', () => ({ getTranslations: jest.fn(() => Promise.reject(new Error('not needed'))) }));

describe('home sections when their data cannot be read', () => {
  it('readOrNull gives the result, or null with the failure logged', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await readOrNull('slides', async () => [1, 2])).toEqual([1, 2]);
    expect(await readOrNull('slides', () => Promise.reject(new Error('database down')))).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^slides failed to load: Error: database down\n\s+at /));
    log.mockRestore();
  });

  it.each([null, []])('the main visual and the announcement list are left out for %p', async (nothing) => {
    expect(await MainVisualSection({ locale: 'ko', visuals: nothing })).toBeNull();
    expect(await AnnouncementList({ locale: 'en', announcements: nothing })).toBeNull();
  });
});
