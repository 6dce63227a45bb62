import { render, screen } from '@testing-library/react';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { localeMock, pathnameMock } from '../helpers/navigation-mock';

// The server component speaks through next-intl's request translator, in the request's language: here, the real catalogues.
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual('next-intl');
  const { localeMock: locale } = jest.requireActual('../helpers/navigation-mock');
  const catalogues = { ko: jest.requireActual('@/messages/ko.json'), en: jest.requireActual('@/messages/en.json') };
  return { getTranslations: async (namespace: string) => createTranslator({ locale: locale.current, messages: catalogues[locale.current as 'ko' | 'en'], namespace }) };
});

/** The not-found page (`(site)/not-found.tsx`) as a visitor of `pathname` (the path without its language) sees it. */
async function notFoundAt(locale: 'ko' | 'en', pathname: string) {
  localeMock.current = locale;
  pathnameMock.current = pathname;
  render(await NotFoundContent());
}

describe('the 404 page in the visitor\u2019s language', () => {
  it.each([
    ['ko', '/announcement/99999', '페이지를 찾을 수 없습니다', '이 공지사항은 없거나 삭제되었습니다.', '공지사항 목록', '/announcement'],
    ['ko', '/career/99999', '페이지를 찾을 수 없습니다', '이 채용 공고는 없거나 삭제되었습니다.', '채용 공고 목록', '/career'],
    ['ko', '/event/abc', '페이지를 찾을 수 없습니다', '이 행사는 없거나 삭제되었습니다.', '행사 목록', '/event'],
    ['en', '/announcement/123456', 'Page not found', 'This announcement does not exist or has been removed.', 'All announcements', '/en/announcement'],
    ['en', '/event/99999', 'Page not found', 'This deal does not exist or has been removed.', 'All deals', '/en/event'],
    ['en', '/career/99999', 'Page not found', 'This job posting does not exist or has been removed.', 'All job openings', '/en/career'],
    ['ko', '/sale/atlantis', '페이지를 찾을 수 없습니다', '그런 지역의 주간 세일은 없습니다. 매장이 있는 지역을 골라 주세요.', '지역별 주간 세일', '/sale'],
    ['en', '/sale/atlantis', 'Page not found', 'We have no weekly sale for that region. Choose one where we have stores.', 'Weekly sale by region', '/en/sale'],
  ] as const)('%s %s: says the post is gone and leads back to its list first', async (locale, pathname, title, gone, list, listPath) => {
    await notFoundAt(locale, pathname);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(gone)).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveTextContent(list);
    expect(links[0]).toHaveAttribute('href', listPath);
  });

  it.each([
    ['ko', '/no-such-page/at-all', '페이지를 찾을 수 없습니다', '홈으로 가기', '/'],
    ['en', '/no-such-page', 'Page not found', 'Go to the home page', '/en'],
  ] as const)('%s %s: any other page leads home and to the stores', async (locale, pathname, title, home, homePath) => {
    await notFoundAt(locale, pathname);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', homePath);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText(locale === 'ko' ? '찾으시는 페이지가 이동되었거나 더 이상 존재하지 않습니다.' : 'The page you are looking for has moved or no longer exists.')).toBeInTheDocument();
  });
});
