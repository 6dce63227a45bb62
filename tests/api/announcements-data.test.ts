import { announcements } from '@/lib/server/db/schema';
import { seedIfEmpty } from '@/lib/server/db/seed';
import { DEMO_ANNOUNCEMENTS } from '@/lib/server/db/demo/announcements';
import { createAnnouncement, listRecentAnnouncements } from '@/lib/server/services/announcements';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';

describe.each(databaseKinds)('announcements on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('starts empty after the migrations', async () => {
    expect(await listRecentAnnouncements()).toEqual([]);
  });

  it('seeds an empty database once, and leaves a filled one alone', async () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(await seedIfEmpty(database().db, now)).toBe(true);
    expect(await seedIfEmpty(database().db, now)).toBe(false);
    const rows = await database().db.select().from(announcements);
    expect(rows).toHaveLength(DEMO_ANNOUNCEMENTS.length);
    expect(rows.every((row) => row.title && row.titleEng && row.content && row.contentEng)).toBe(true);
  });

  it('lists the newest published announcements first, up to the limit', async () => {
    const newest = await createAnnouncement({ title: '새 공지', titleEng: 'New notice', content: '<p>본문</p>', contentEng: '<p>Body</p>' });
    await createAnnouncement({ title: '숨김 공지', content: '<p>draft</p>', published: false });
    const recent = await listRecentAnnouncements(3);
    expect(recent).toHaveLength(3);
    expect(recent[0]).toMatchObject({ id: newest.id, title: '새 공지', titleEng: 'New notice' });
    const dates = recent.map((row) => row.createdAt.getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect((await listRecentAnnouncements(100)).some((row) => row.title === '숨김 공지')).toBe(false);
  });

  it('fills the English fields with empty text when they are not given', async () => {
    const row = await createAnnouncement({ title: '한국어만' });
    expect(row).toMatchObject({ titleEng: '', content: '', contentEng: '', published: true });
    expect(row.createdAt).toBeInstanceOf(Date);
  });
});
