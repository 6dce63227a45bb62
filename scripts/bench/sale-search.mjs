#!/usr/bin/env node
// How fast the weekly sale search answers over 2,000 items (issue 35: under 20 ms on the server).
// Builds 2,000 synthetic flyer items from real grocery words (Korean, English, Chinese and
// Vietnamese names), builds their search keys as the cached read does, then times a few hundred
// searches of each kind (Hangul, English, two romanisations, half-typed Hangul) through the
// search function itself. It also times a JSON.parse of the whole index: what each search would
// cost if the index itself were the cached read (Next's data cache parses a hit every time),
// which is why the service caches only a digest and keeps the index in the process
// (lib/server/services/sale-search.ts). With BASE= (a running site) it also times
// GET /api/sale/search/ over that site's own items, from this process over the network.
// Usage: node scripts/bench/sale-search.mjs [items=2000] [searches per kind=300]
// Run by hand; the figures go in the closing note, never into a test.
import { tsImport } from 'tsx/esm/api';

const itemCount = Number(process.argv[2] ?? 2000);
const perKind = Number(process.argv[3] ?? 300);
const { searchKeysOf } = await tsImport('../../lib/sale/search-key.ts', import.meta.url);
const { searchEntries } = await tsImport('../../lib/sale/sale-search.ts', import.meta.url);

// [Korean, English, Chinese or Vietnamese ('' for none), an RR romanisation, another romanisation shoppers type]
const PRODUCTS = [
  ['고추장', 'Hot Pepper Paste', '', 'gochujang', 'kochujang'],
  ['된장', 'Soybean Paste', '大酱', 'doenjang', 'dwenjang'],
  ['신라면', 'Shin Ramyun', '辛拉面', 'sinramyeon', 'shin ramyun'],
  ['진라면', 'Jin Ramen', '', 'jinramyeon', 'jin ramyun'],
  ['김치', 'Kimchi', '泡菜', 'gimchi', 'kimchi'],
  ['떡볶이', 'Rice Cake', '炒年糕', 'tteokbokki', 'dukbokki'],
  ['불고기', 'Marinated Beef', '', 'bulgogi', 'pulgogi'],
  ['갈비', 'Short Ribs', '牛小排', 'galbi', 'kalbi'],
  ['삼겹살', 'Pork Belly', '五花肉', 'samgyeopsal', 'samgyupsal'],
  ['만두', 'Dumplings', '饺子', 'mandu', 'mandoo'],
  ['잡채', 'Glass Noodles', '', 'japchae', 'chapchae'],
  ['고춧가루', 'Red Pepper Powder', '辣椒粉', 'gochutgaru', 'kochukaru'],
  ['참기름', 'Sesame Oil', '香油', 'chamgireum', 'chamkirum'],
  ['간장', 'Soy Sauce', '酱油', 'ganjang', 'kanjang'],
  ['두부', 'Tofu', 'Đậu hũ', 'dubu', 'tubu'],
  ['배추', 'Napa Cabbage', '大白菜', 'baechu', 'baichu'],
  ['무', 'Korean Radish', 'Củ cải', 'mu', 'moo'],
  ['대파', 'Green Onions', '大葱', 'daepa', 'taepa'],
  ['마늘', 'Garlic', 'Tỏi', 'maneul', 'manul'],
  ['오징어', 'Squid', 'Mực', 'ojingeo', 'ojingo'],
  ['고등어', 'Mackerel', '鲭鱼', 'godeungeo', 'kodungo'],
  ['새우', 'Shrimp', 'Tôm', 'saeu', 'sae woo'],
  ['쌀', 'Rice', 'Gạo', 'ssal', 'sal'],
  ['쌀국수', 'Rice Noodles', 'Bánh phở', 'ssalguksu', 'salguksoo'],
  ['떡국떡', 'Sliced Rice Cake', '', 'tteokgukddeok', 'dukgukdduk'],
  ['초코파이', 'Choco Pie', '', 'chokopai', 'choco pie'],
  ['유자차', 'Citron Tea', '柚子茶', 'yujacha', 'yuja cha'],
  ['녹차', 'Green Tea', '绿茶', 'nokcha', 'nok cha'],
  ['짜파게티', 'Chapagetti', '', 'jjapageti', 'chapagetti'],
  ['햇반', 'Cooked Rice', '', 'haetban', 'hetban'],
  ['김', 'Seasoned Laver', '紫菜', 'gim', 'kim'],
  ['미역', 'Seaweed', '海带', 'miyeok', 'miyuk'],
  ['숙주', 'Bean Sprouts', 'Giá đỗ', 'sukju', 'sookjoo'],
  ['애호박', 'Korean Zucchini', '', 'aehobak', 'ehobak'],
  ['사과', 'Apples', '苹果', 'sagwa', 'sakwa'],
  ['배', 'Asian Pears', '梨', 'bae', 'pae'],
  ['딸기', 'Strawberries', 'Dâu tây', 'ttalgi', 'ddalgi'],
  ['닭봉', 'Chicken Drumettes', '鸡翅根', 'dakbong', 'takbong'],
  ['우동', 'Udon', '乌冬面', 'udong', 'oodong'],
  ['냉면', 'Cold Noodles', '冷面', 'naengmyeon', 'naengmyun'],
];
const BRANDS = [
  ['농심', 'Nongshim'],
  ['오뚜기', 'Ottogi'],
  ['비비고', 'Bibigo'],
  ['종가집', 'Jongga'],
  ['풀무원', 'Pulmuone'],
  ['해찬들', 'Haechandle'],
  ['청정원', 'Chungjungone'],
  ['삼양', 'Samyang'],
  ['오리온', 'Orion'],
  ['동원', 'Dongwon'],
  ['CJ', 'CJ'],
  ['', ''],
];
const SIZES = ['500g', '1kg', '2 lb', '5-pack', '12 oz', '3 ct', ''];
const DEPARTMENTS = ['produce', 'meat', 'seafood', 'grocery', 'household', 'chinese', 'vietnamese', 'indian'];

function syntheticItems(count) {
  return Array.from({ length: count }, (_, id) => {
    const [ko, en, own] = PRODUCTS[id % PRODUCTS.length];
    const [brandKo, brandEn] = BRANDS[Math.floor(id / PRODUCTS.length) % BRANDS.length];
    const size = SIZES[id % SIZES.length];
    const item = {
      id: id + 1,
      sale_id: 1 + (id % 4),
      name: [brandKo, ko, size].filter(Boolean).join(' '),
      name_eng: [brandEn, en, size].filter(Boolean).join(' '),
      name_own: own,
      price: `$${(1 + (id % 20) + 0.99).toFixed(2)}`,
      regular_price: '',
      unit: size,
      department: DEPARTMENTS[id % DEPARTMENTS.length],
      picture: null,
      editions: ['korean'],
    };
    return { item, location: 1 + (id % 4), sale_start: '2026-11-20', sale_end: '2026-11-26' };
  });
}

/** A half-typed Hangul search: the first syllable, then the next one's initial as a lone letter (고ㅊ). */
function halfTyped(word) {
  const chars = Array.from(word);
  if (chars.length < 2) return word;
  const initial = Math.floor((chars[1].codePointAt(0) - 0xac00) / 588);
  return chars[0] + 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ'[initial];
}

const QUERIES = {
  hangul: PRODUCTS.map(([ko]) => ko),
  english: PRODUCTS.map(([, en]) => en.toLowerCase()),
  'romanised (RR)': PRODUCTS.map(([, , , rr]) => rr),
  'romanised (other)': PRODUCTS.map(([, , , , other]) => other),
  'half-typed Hangul': PRODUCTS.map(([ko]) => halfTyped(ko)),
};

function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return { p50: at(50), p95: at(95), max: sorted[sorted.length - 1] };
}

const ms = (value) => value.toFixed(3).padStart(8);
const row = (label, times, extra = '') => {
  const { p50, p95, max } = percentiles(times);
  console.info(`${label.padEnd(22)} ${ms(p50)} ${ms(p95)} ${ms(max)}   ${extra}`);
};

let started = performance.now();
const entries = syntheticItems(itemCount).map((entry) => ({ ...entry, keys: searchKeysOf(entry.item) }));
const buildMs = performance.now() - started;
const json = JSON.stringify(entries);
const parses = [];
for (let i = 0; i < 50; i++) {
  started = performance.now();
  JSON.parse(json);
  parses.push(performance.now() - started);
}

console.info(`${itemCount} items: keys built in ${buildMs.toFixed(1)} ms; the cached index is ${(json.length / 1024).toFixed(0)} KB of JSON`);
console.info(`node ${process.version}, ${perKind} searches of each kind after a warm-up\n`);
console.info(`${'ms per search'.padEnd(22)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}   answers (mean count)`);

// Warm-up: let V8 compile the search before it is timed.
for (const list of Object.values(QUERIES)) for (const query of list) searchEntries(entries, query);

const all = [];
for (const [kind, list] of Object.entries(QUERIES)) {
  const times = [];
  let found = 0;
  for (let i = 0; i < perKind; i++) {
    const query = list[i % list.length];
    started = performance.now();
    const answer = searchEntries(entries, query);
    times.push(performance.now() - started);
    found += answer.count;
  }
  all.push(...times);
  row(kind, times, (found / perKind).toFixed(0));
}
row('every kind', all);
row('JSON.parse of index', parses, '(avoided: the service caches a digest, not the index)');

const base = process.env.BASE;
if (base) {
  console.info(`\nGET ${base}/api/sale/search/ (that site's own items, over the network, one at a time)`);
  const times = [];
  const queries = Object.values(QUERIES).flat();
  for (const query of queries) await fetch(`${base}/api/sale/search/?q=${encodeURIComponent(query)}`).then((r) => r.arrayBuffer());
  for (let i = 0; i < perKind; i++) {
    const query = queries[i % queries.length];
    started = performance.now();
    const response = await fetch(`${base}/api/sale/search/?q=${encodeURIComponent(query)}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${query}: HTTP ${response.status}`);
  }
  row('API round trip', times);
}
