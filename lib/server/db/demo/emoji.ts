import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Microsoft's Fluent Emoji 3D renders (MIT) from `@lobehub/fluent-emoji-3d`: one 256 px WebP
 * per emoji, named by its code points ("1f96c.webp" for 🥬, "2615.webp" for ☕). The demo art
 * composes them into flyers, deal pictures, slides and store photos.
 */
const ASSETS = path.join(process.cwd(), 'node_modules/@lobehub/fluent-emoji-3d/assets');

export function emojiFile(emoji: string): string {
  const points = [...emoji].map((char) => char.codePointAt(0)!.toString(16));
  const withoutVariation = points.filter((point) => point !== 'fe0f');
  for (const candidate of [points.join('-'), withoutVariation.join('-'), `${withoutVariation.join('-')}-fe0f`]) {
    const file = path.join(ASSETS, `${candidate}.webp`);
    if (existsSync(file)) return file;
  }
  throw new Error(`No Fluent Emoji picture for ${emoji} (${points.join('-')})`);
}

/** The pictures of a deal, from what its title says (the first rule that matches wins). */
const DEAL_PICTURES: Array<[RegExp, string[]]> = [
  [/strawberr|딸기/i, ['🍓', '🍓', '🍰']],
  [/gift set|gift box|선물세트/i, ['🎁', '🍐', '🍎']],
  [/ramyun|라면/i, ['🍜', '🍜', '🥢']],
  [/anniversary|감사제|감사 세일/i, ['🎉', '🎂', '🛒']],
  [/tasting|시식/i, ['🥢', '🍡', '🥟']],
  [/butcher|beef|갈비|한우|정육/i, ['🥩', '🥩', '🔥']],
  [/seafood|crab|lobster|해산물/i, ['🦀', '🦞', '🦪']],
  [/watermelon|수박/i, ['🍉', '🍉', '☀️']],
  [/bubble tea|버블티/i, ['🧋', '🧋', '🧋']],
  [/kimchi|kimjang|김장|김치/i, ['🥬', '🌶️', '🧄']],
  [/sushi|sashimi|스시|초밥|회,/i, ['🍣', '🍱', '🍤']],
  [/rice cake|떡 /i, ['🍡', '🍡', '🍵']],
  [/fruit|과일/i, ['🍎', '🍐', '🍇']],
  [/dumpling|만두/i, ['🥟', '🥟', '🥢']],
  [/snack|스낵/i, ['🍡', '🍢', '🍩']],
  [/prize|경품/i, ['🎁', '🎟️', '🎉']],
  [/halloween|candy|할로윈|과자/i, ['🎃', '🍬', '🍭']],
  [/vegetable|채소/i, ['🥕', '🥦', '🥬']],
  [/kitchen|houseware|생활용품|주방/i, ['🍳', '🥢', '🍚']],
  [/mango|망고/i, ['🥭', '🥭', '🥭']],
  [/oyster|abalone|굴|전복/i, ['🦪', '🐚', '🍋']],
  [/tteokbokki|tofu|이터리/i, ['🍢', '🌶️', '🍱']],
  [/thanksgiving|turkey|추수감사절/i, ['🦃', '🍠', '🎃']],
  [/indian|basmati|인도/i, ['🍚', '🌶️', '🫘']],
  [/chicken|치킨/i, ['🍗', '🍗', '🥤']],
  [/rice|쌀/i, ['🍚', '🌾', '🍙']],
  [/party|파티/i, ['🍣', '🍤', '🥂']],
  [/opening|reopen|grand|오픈|리뉴얼/i, ['🎉', '🛒', '🎈']],
  [/food court|푸드코트/i, ['🍱', '🍜', '🥟']],
  [/holiday|연말/i, ['🎁', '🎄', '🍾']],
];

export function dealPictures(title: string, titleEng: string): string[] {
  const text = `${titleEng} ${title}`;
  return DEAL_PICTURES.find(([pattern]) => pattern.test(text))?.[1] ?? ['🛒', '🥬', '🍎'];
}
