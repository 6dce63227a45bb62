/**
 * Cities named on the offline store map for orientation, most important first (where labels
 * collide, the later ones give way). Store cities are named by their markers.
 */
export const MAP_CITIES: ReadonlyArray<{ ko: string; en: string; lat: number; lng: number }> = [
  { ko: '워싱턴 DC', en: 'Washington, DC', lat: 38.9072, lng: -77.0369 },
  { ko: '볼티모어', en: 'Baltimore', lat: 39.2904, lng: -76.6122 },
  { ko: '뉴욕', en: 'New York', lat: 40.7128, lng: -74.006 },
  { ko: '필라델피아', en: 'Philadelphia', lat: 39.9526, lng: -75.1652 },
  { ko: '리치먼드', en: 'Richmond', lat: 37.5407, lng: -77.436 },
  { ko: '잭슨빌', en: 'Jacksonville', lat: 30.3322, lng: -81.6557 },
  { ko: '올랜도', en: 'Orlando', lat: 28.5384, lng: -81.3789 },
  { ko: '탬파', en: 'Tampa', lat: 27.9506, lng: -82.4572 },
  { ko: '노퍽', en: 'Norfolk', lat: 36.8508, lng: -76.2859 },
  { ko: '롤리', en: 'Raleigh', lat: 35.7796, lng: -78.6382 },
  { ko: '서배너', en: 'Savannah', lat: 32.0809, lng: -81.0912 },
  { ko: '애나폴리스', en: 'Annapolis', lat: 38.9784, lng: -76.4922 },
  { ko: '알렉산드리아', en: 'Alexandria', lat: 38.8048, lng: -77.0469 },
];
