/** Demo notices for a fresh database: believable, bilingual, oldest first. */
export const DEMO_ANNOUNCEMENTS = [
  {
    daysAgo: 62,
    title: '추석 연휴 매장 영업시간 안내',
    titleEng: 'Store hours over the Chuseok holiday',
    content: '<p>추석 당일에도 모든 매장이 정상 영업합니다. 일부 매장 푸드코트는 오후 8시에 마감합니다.</p>',
    contentEng: '<p>All stores keep their regular hours on Chuseok day. Some food courts close at 8:00 PM.</p>',
  },
  {
    daysAgo: 45,
    title: '롯데 플러스 멤버십 포인트 적립 기준 안내',
    titleEng: 'How Lotte Plus points are earned',
    content: '<p>세전 구매 금액 $1당 1포인트가 적립되며, 500포인트부터 $5 단위로 사용하실 수 있습니다.</p>',
    contentEng: '<p>You earn 1 point for every $1 spent before tax, and can redeem points from 500 points ($5) upwards.</p>',
  },
  {
    daysAgo: 30,
    title: '잭슨빌 매장 그랜드 오픈 1주년 감사 행사',
    titleEng: 'Jacksonville store first-anniversary thank-you sale',
    content: '<p>잭슨빌 매장 1주년을 맞아 시식 행사와 경품 추첨을 진행합니다. 많은 방문 부탁드립니다.</p>',
    contentEng: '<p>Join us for tastings and a prize draw as our Jacksonville store turns one.</p>',
  },
  {
    daysAgo: 14,
    title: '개인정보처리방침 개정 안내',
    titleEng: 'Update to our privacy policy',
    content: '<p>온라인 문의 조회 방식 변경에 따라 개인정보처리방침이 개정되었습니다. 자세한 내용은 개인정보처리방침 페이지를 확인해 주세요.</p>',
    contentEng: '<p>Our privacy policy has been updated to reflect the new way of looking up your online inquiries. Please see the Privacy Policy page for details.</p>',
  },
  {
    daysAgo: 3,
    title: '추수감사절 영업시간 안내',
    titleEng: 'Thanksgiving Day store hours',
    content: '<p>추수감사절 당일에는 전 매장이 오전 9시부터 오후 6시까지 단축 영업합니다.</p>',
    contentEng: '<p>On Thanksgiving Day all stores are open from 9:00 AM to 6:00 PM.</p>',
  },
] as const;
