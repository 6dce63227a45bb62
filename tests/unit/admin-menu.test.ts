import { currentSection } from '@/lib/admin/current-section';

const sections = [{ href: '/admin' }, { href: '/admin/postings' }, { href: '/admin/staff' }, { href: '/admin/audit' }];

describe('currentSection', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/', '/admin'],
    ['/admin/postings', '/admin/postings'],
    ['/admin/postings/new', '/admin/postings'],
    ['/admin/postings/12', '/admin/postings'],
    ['/admin/staff', '/admin/staff'],
    ['/admin/staffing', '/admin'],
    ['/event', undefined],
  ])('%s is in %s', (path, expected) => {
    expect(currentSection(path, sections)?.href).toBe(expected);
  });
});
