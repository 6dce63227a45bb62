import { formatMoment } from '@/lib/format/dates';
import { render, screen, within } from '@testing-library/react';
import { RevisionCompare } from '@/components/admin/revision-compare';
import type { RevisionField, RevisionSnapshot } from '@/lib/admin/revision-diff';

// The server's translations, from the real catalogues, in the language a test sets.
const page = { locale: 'en' as 'ko' | 'en' };
jest.mock('next-intl/server', () => {
  const { createFormatter, createTranslator } = jest.requireActual('next-intl');
  const catalogues = { ko: jest.requireActual('@/messages/ko.json'), en: jest.requireActual('@/messages/en.json') };
  return {
    getTranslations: async (namespace: string) => createTranslator({ locale: page.locale, messages: catalogues[page.locale], namespace }),
    getLocale: async () => page.locale,
    getFormatter: async () => createFormatter({ locale: page.locale, timeZone: 'America/New_York' }),
  };
});

const fields: RevisionField[] = [
  { key: 'title', label: 'Title', kind: 'text' },
  { key: 'titleEng', label: 'Title (English)', kind: 'text', lang: 'en' },
  { key: 'content', label: 'Content', kind: 'html' },
  { key: 'file1', label: 'File 1', kind: 'file' },
  { key: 'published', label: 'Published', kind: 'boolean' },
  { key: 'publishFrom', label: 'Publish from', kind: 'date' },
  { key: 'updatedAt', label: 'Saved', kind: 'datetime' },
];
const older = {
  title: 'Spring sale',
  content: '<p>Fresh <strong>apples</strong> on sale.</p><p>&lt;img src=x onerror=alert(1)&gt;</p>',
  file1: null,
  published: true,
  publishFrom: '2026-04-01',
  updatedAt: '2026-04-01T14:05:00.000Z',
};
const newer = { ...older, content: '<p>Fresh <strong>pears</strong> on sale.</p><p>&lt;img src=x onerror=alert(1)&gt;</p><p><img src="/api/files/3/a.png"></p>', file1: 12, published: false, titleEng: 'Spring sale' };

async function show(locale: 'ko' | 'en', before: RevisionSnapshot = older, after: RevisionSnapshot = newer) {
  page.locale = locale;
  return render(await RevisionCompare({ fields, older: before, newer: after, olderLabel: 'Kim, Apr 1', newerLabel: 'Lee, Apr 2' }));
}

/** The before and after of one changed field, by its heading. */
function sidesOf(label: string) {
  const heading = screen.getByRole('heading', { level: 3, name: label });
  const [before, after] = within(heading.parentElement!).getAllByRole('definition');
  return { before: before!, after: after! };
}

describe('RevisionCompare', () => {
  it('names the two revisions and counts the changed fields', async () => {
    await show('en');
    expect(screen.getByRole('heading', { level: 2, name: 'Compare revisions' })).toBeInTheDocument();
    expect(screen.getByText('Kim, Apr 1')).toBeInTheDocument();
    expect(screen.getByText('Lee, Apr 2')).toBeInTheDocument();
    expect(screen.getByText('4 fields changed')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Title (English)', 'Content', 'File 1', 'Published']);
  });

  it('marks the changed word on each side, saying where the change starts and ends', async () => {
    await show('en');
    const { before, after } = sidesOf('Content');
    expect(before).toHaveTextContent('Fresh Removed: apples (end of removal) on sale.');
    expect(after).toHaveTextContent('Fresh Added: pears (end of addition) on sale.');
    expect(before.querySelector('del')).toHaveTextContent(/^Removed: apples \(end of removal\)$/);
    expect(after.querySelector('ins')).toHaveTextContent(/^Added: pears \(end of addition\)$/);
    expect(before.querySelector('ins')).toBeNull();
    expect(after.querySelector('del')).toBeNull();
  });

  it('never renders the stored HTML, only its text: markup written as text stays text', async () => {
    const { container } = await show('en');
    expect(container.querySelector('img, strong, p p')).toBeNull();
    expect(sidesOf('Content').after).toHaveTextContent('on sale. <img src=x onerror=alert(1)>');
  });

  it('shows values that are not words whole, marked, and an empty side in words', async () => {
    await show('en');
    expect(sidesOf('File 1').before).toHaveTextContent('(empty)');
    expect(sidesOf('File 1').after.querySelector('ins')).toHaveTextContent('Added: File #12 (end of addition)');
    expect(sidesOf('Published').before.querySelector('del')).toHaveTextContent('Removed: Yes');
    expect(sidesOf('Published').after.querySelector('ins')).toHaveTextContent('Added: No');
  });

  it('reads a field in its own language, and its own words in the page language', async () => {
    await show('ko');
    const { before, after } = sidesOf('Title (English)');
    expect(before).toHaveTextContent('(비어 있음)');
    expect(within(before).getByText('(비어 있음)')).toHaveAttribute('lang', 'ko');
    expect(after.querySelector('p')).toHaveAttribute('lang', 'en');
    expect(within(after).getByText('추가:', { exact: false })).toHaveAttribute('lang', 'ko');
  });

  it('folds the fields with no change away, with their values', async () => {
    await show('en');
    const folded = screen.getByText('3 fields with no change').closest('details')!;
    expect(folded).not.toHaveAttribute('open');
    expect(within(folded).getByText('Title').nextElementSibling).toHaveTextContent('Spring sale');
    expect(within(folded).getByText('Publish from').nextElementSibling).toHaveTextContent('Apr 01, 2026');
    expect(within(folded).getByText('Saved').nextElementSibling).toHaveTextContent('Apr 1, 2026, 10:05 AM');
  });

  it('says when only formatting changed', async () => {
    await show('ko', older, { ...older, content: older.content.replace('strong', 'em').replace('strong', 'em') });
    expect(screen.getByText('바뀐 항목 1개')).toBeInTheDocument();
    expect(screen.getByText('글자는 같습니다. 서식, 링크, 그림 또는 줄바꿈만 바뀌었습니다.')).toBeInTheDocument();
    const { before, after } = sidesOf('Content');
    expect(before.querySelector('del, ins')).toBeNull();
    expect(after).toHaveTextContent('Fresh apples on sale. <img src=x onerror=alert(1)>');
  });

  it('says when nothing changed, in Korean', async () => {
    await show('ko', older, older);
    expect(screen.getByText('바뀐 항목이 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('바뀌지 않은 항목 7개')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(within(screen.getByText('Published').parentElement!).getByText('예')).toBeInTheDocument();
    expect(within(screen.getByText('Publish from').parentElement!).getByText('2026년 04월 01일')).toBeInTheDocument();
  });

  it('lists items of a list field, marking the ones removed and added', async () => {
    page.locale = 'en';
    render(
      await RevisionCompare({
        fields: [{ key: 'cities', label: 'Cities', kind: 'list', choices: { '1': 'Annandale', '2': 'Centreville', '3': 'Ellicott City' } }],
        older: { cities: [1, 2] },
        newer: { cities: [2, 3] },
        olderLabel: 'a',
        newerLabel: 'b',
      }),
    );
    const { before, after } = sidesOf('Cities');
    expect(within(before).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Removed: Annandale (end of removal)', 'Centreville']);
    expect(within(after).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Centreville', 'Added: Ellicott City (end of addition)']);
  });
});

describe('a moment as the back office shows it', () => {
  it.each([
    ['en', '2026-12-04T14:05:09Z', {}, 'Dec 4, 2026, 9:05 AM'],
    ['en', '2026-07-04T14:05:09Z', { seconds: true }, 'Jul 4, 2026, 10:05:09 AM'],
    ['ko', '2026-12-04T14:05:09Z', {}, '2026. 12. 4. 오전 9:05'],
  ] as const)('%s %s %j → %s (New York time)', (locale, iso, options, shown) => {
    expect(formatMoment(iso, locale, options).replace(/\u202f/g, ' ')).toBe(shown);
  });
});
