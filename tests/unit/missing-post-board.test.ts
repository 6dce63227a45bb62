import { missingPostBoard } from '@/lib/board/missing-post-board';

describe('missingPostBoard', () => {
  it.each([
    ['/announcement/99999', 'announcement'],
    ['/event/12', 'event'],
    ['/career/abc', 'career'],
    ['/career/7/', 'career'],
    ['/announcement', null],
    ['/career-apply', null],
    ['/career/7/apply', null],
    ['/sale/atlantis', 'sale'],
    ['/sale', null],
    ['/wp-login.php', null],
    ['/', null],
  ])('%s → %s', (pathname, board) => {
    expect(missingPostBoard(pathname)).toBe(board);
  });
});
