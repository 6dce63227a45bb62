import { dealPlace } from '@/lib/deals/deal-place';

const FLORIDA = [
  { title: '올랜도점', name: 'Orlando' },
  { title: '탬파점', name: 'Tampa' },
  { title: '잭슨빌점', name: 'Jacksonville' },
];
const labels = { state: 'All Florida stores', all: 'All stores' };

describe('dealPlace', () => {
  it.each([
    ['탬파점 치킨 특가', 3, 'Tampa'],
    ['올랜도점 연말 감사 세일', 3, 'Orlando'],
    ['잭슨빌점 푸드코트·스낵랩 특별 행사', 3, 'Jacksonville'],
    ['플로리다 주간 특가: 망고', 3, 'All Florida stores'],
    ['전 매장 라면 대전', 0, 'All stores'],
  ])('"%s" (location %i) runs at %s', (title, location, place) => {
    expect(dealPlace({ title, location }, FLORIDA, labels)).toBe(place);
  });
});
