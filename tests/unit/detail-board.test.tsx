import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { attachmentName, DetailBoard, type BoardLabels } from '@/components/board/detail-board';
import { pageBlock, Pagination } from '@/components/ui/pagination';
import type { SafeHtml } from '@/lib/html/safe-html';
import { messages, renderWithIntl } from '../helpers/render-with-intl';

const address = { search: '' };
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(address.search) }));

function labelsFor(locale: 'ko' | 'en', progress?: 1 | 2): BoardLabels {
  const b = messages[locale].board;
  return { ...b, progress: progress ? b.progress[progress] : undefined };
}

describe('DetailBoard', () => {
  it('shows an event: title, dates, attachments as downloads, HTML content, neighbours and the list link', () => {
    renderWithIntl(
      <DetailBoard
        title="Kimjang season"
        created="Nov 18, 2026"
        period="Nov 10, 2026 – Dec 03, 2026"
        attachments={['/api/files/7/%EA%B9%80%EC%9E%A5%20terms.pdf', null, '/api/files/9/menu.png']}
        body={{ html: '<p>Everything for <strong>kimchi</strong></p>' as SafeHtml }}
        adjacent={{ previous: { href: '/event/20', title: 'Mangoes' }, next: null }}
        list={{ href: '/event?location=3' }}
        labels={labelsFor('en')}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Kimjang season' })).toBeInTheDocument();
    expect(screen.getByText('Deal period')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download 김장 terms.pdf' });
    expect(download).toHaveAttribute('href', '/api/files/7/%EA%B9%80%EC%9E%A5%20terms.pdf');
    expect(download).toHaveAttribute('download', '김장 terms.pdf');
    expect(screen.getAllByRole('link', { name: /^Download/ })).toHaveLength(2);
    expect(screen.getByText('kimchi').tagName).toBe('STRONG');
    const nav = screen.getByRole('navigation', { name: 'Other posts' });
    expect(within(nav).getByRole('link', { name: 'Mangoes' })).toHaveAttribute('href', '/event/20');
    expect(within(nav).getByText('This is the latest post.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List' })).toHaveAttribute('href', '/event?location=3');
  });

  it('shows plain text with its line breaks, and the answer only once completed', () => {
    const { rerender } = renderWithIntl(
      <DetailBoard
        title="주차 문의"
        created="2026년 11월 20일"
        body={{ text: '<b>not bold</b>\nsecond line' }}
        answer={{ progress: 1, text: 'pending answer', date: null }}
        list={{ onClick: () => undefined }}
        labels={labelsFor('ko', 1)}
      />,
    );
    expect(screen.getByText(/<b>not bold<\/b>/)).toBeInTheDocument();
    expect(screen.getByText('답변 대기')).toBeInTheDocument();
    expect(screen.queryByText('pending answer')).not.toBeInTheDocument();
    rerender(
      <DetailBoard
        title="주차 문의"
        created="2026년 11월 20일"
        body={{ text: 'question' }}
        answer={{ progress: 2, text: '입구 옆에 있습니다.', date: '2026년 11월 21일' }}
        list={{ onClick: () => undefined }}
        labels={labelsFor('ko', 2)}
      />,
    );
    expect(screen.getByText('답변 완료')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '답변' })).toBeInTheDocument();
    expect(screen.getByText('입구 옆에 있습니다.')).toBeInTheDocument();
    expect(screen.getByText(/답변일 2026년 11월 21일/)).toBeInTheDocument();
  });

  it('returns to a list shown in place with its button', async () => {
    const onList = jest.fn();
    renderWithIntl(<DetailBoard title="T" created="d" body={{ text: 'x' }} list={{ onClick: onList }} labels={labelsFor('en')} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'List' }));
    expect(onList).toHaveBeenCalledTimes(1);
  });

  it('keeps the list a post was opened from, read from the address, in List and the neighbours', () => {
    address.search = 'page=2';
    renderWithIntl(
      <DetailBoard
        title="Store hours"
        created="Nov 18, 2026"
        body={{ html: '<p>Open</p>' as SafeHtml }}
        adjacent={{ previous: { href: { notice: 4 }, title: 'Parking' }, next: { href: { notice: 6 }, title: 'Chuseok' } }}
        list={{ href: { list: 'notices' } }}
        labels={labelsFor('en')}
      />,
    );
    expect(screen.getByRole('link', { name: 'Parking' })).toHaveAttribute('href', '/announcement/4?page=2');
    expect(screen.getByRole('link', { name: 'Chuseok' })).toHaveAttribute('href', '/announcement/6?page=2');
    expect(screen.getByRole('link', { name: 'List' })).toHaveAttribute('href', '/announcement?page=2');
  });

  it('marks and tags a title and a neighbour shown in Korean on an English page', () => {
    renderWithIntl(
      <DetailBoard
        title="샹티이점 해산물 특가"
        titleLang="ko"
        created="Nov 18, 2026"
        body={{ html: '<p>게</p>' as SafeHtml }}
        lang="ko"
        adjacent={{ previous: { href: '/event/20', title: 'Mangoes' }, next: { href: '/event/22', title: '애쉬번점 과일 특가', lang: 'ko' } }}
        list={{ href: '/event' }}
        labels={labelsFor('en')}
      />,
    );
    const heading = screen.getByRole('heading', { level: 1, name: '샹티이점 해산물 특가 (in Korean)' });
    expect(within(heading).getByText('샹티이점 해산물 특가')).toHaveAttribute('lang', 'ko');
    expect(screen.getByRole('link', { name: '애쉬번점 과일 특가 (in Korean)' })).toHaveAttribute('href', '/event/22');
    expect(screen.getByRole('link', { name: 'Mangoes' })).toBeInTheDocument();
  });

  it('names attachments by the last part of their address', () => {
    expect(attachmentName('/api/files/3/report%20(final).pdf')).toBe('report (final).pdf');
    expect(attachmentName('/api/files/3/report%20(final).pdf?v=0123456789ab')).toBe('report (final).pdf');
    expect(attachmentName('/api/files/3/%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('Pagination', () => {
  const labels = { ...messages.en.pagination };

  it('shows blocks of ten pages', () => {
    expect(pageBlock(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageBlock(10, 25)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageBlock(11, 25)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageBlock(23, 25)).toEqual([21, 22, 23, 24, 25]);
  });

  it('links every page of the block and jumps between blocks', () => {
    renderWithIntl(<Pagination current={12} totalPages={25} labels={labels} hrefFor={(page) => `/event?page=${page}`} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: 'Page 11' })).toHaveAttribute('href', '/event?page=11');
    expect(within(nav).getByText('12').closest('[aria-current="page"]')).not.toBeNull();
    expect(within(nav).getByRole('link', { name: 'Previous 10 pages' })).toHaveAttribute('href', '/event?page=10');
    expect(within(nav).getByRole('link', { name: 'Next 10 pages' })).toHaveAttribute('href', '/event?page=21');
    expect(within(nav).getByRole('link', { name: 'First page' })).toHaveAttribute('href', '/event?page=1');
    expect(within(nav).getByRole('link', { name: 'Last page' })).toHaveAttribute('href', '/event?page=25');
  });

  it('pages in place with buttons, and hides itself for a single page', async () => {
    const onPage = jest.fn();
    const { container, rerender } = renderWithIntl(<Pagination current={1} totalPages={3} labels={labels} onPage={onPage} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPage).toHaveBeenCalledWith(3);
    rerender(<Pagination current={1} totalPages={1} labels={labels} onPage={onPage} />);
    expect(container).toBeEmptyDOMElement();
  });
});
