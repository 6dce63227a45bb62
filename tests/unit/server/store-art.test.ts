import { PALETTES, posterArt, storefrontArt, type Art } from '@/lib/server/db/demo/artwork';
import { textWidth, type Weight } from '@/lib/server/db/demo/text-width';

interface Box {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Every <text> of a drawing as the box it is drawn in (measured in Pretendard, as rendered). */
function textBoxes(svg: string): Box[] {
  return [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*font-weight="(\d+)" font-size="([\d.]+)"[^>]*text-anchor="(\w+)">([^<]*)<\/text>/g)].map(([, x, y, weight, size, anchor, text]) => {
    const width = textWidth(text!, Number(size), Number(weight) as Weight);
    const left = anchor === 'middle' ? Number(x) - width / 2 : Number(x);
    return { text: text!, left, right: left + width, top: Number(y) - Number(size) * 0.8, bottom: Number(y) + Number(size) * 0.2 };
  });
}

const size = (art: Art) => /width="(\d+)" height="(\d+)"/.exec(art.svg)!.slice(1).map(Number) as [number, number];

describe.each([
  ['the Snack Lab poster', posterArt('SNACK LAB', '스낵랩', ['Korean street snacks', '한국 길거리 간식', 'Hotteok · Tteokbokki', 'Corn dogs · Bungeoppang', 'Jacksonville store · 잭슨빌점'], PALETTES[3]!)],
  ['a storefront with a long name', storefrontArt({ brand: 'LOTTE PLAZA MARKET', name: '헨라이코(리치먼드)점', nameEng: 'Henrico (Richmond)', palette: PALETTES[0]!, warehouse: false })],
  ['a distributor front', storefrontArt({ brand: 'SUNGWON DISTRIBUTOR', name: '성원 디스트리뷰터 2', nameEng: 'Sungwon Distributor 2', palette: PALETTES[1]!, warehouse: true })],
])('%s', (_, art) => {
  const [width] = size(art);
  const boxes = textBoxes(art.svg);

  it('keeps every line of text inside its margins', () => {
    expect(boxes.length).toBeGreaterThan(1);
    for (const box of boxes) expect({ text: box.text, left: box.left >= 48, right: box.right <= width - 48 }).toEqual({ text: box.text, left: true, right: true });
  });

  it('lays no picture over its text', () => {
    for (const picture of art.pictures) {
      for (const box of boxes) {
        const apart = picture.x >= box.right || picture.x + picture.size <= box.left || picture.y >= box.bottom || picture.y + picture.size <= box.top;
        expect({ picture: picture.emoji, text: box.text, apart }).toEqual({ picture: picture.emoji, text: box.text, apart: true });
      }
    }
  });
});

it('writes the store names on the sign', () => {
  const { svg } = storefrontArt({ brand: 'LOTTE PLAZA MARKET', name: '잭슨빌점', nameEng: 'Jacksonville', palette: PALETTES[2]!, warehouse: false });
  expect(svg).toContain('>LOTTE PLAZA MARKET</text>');
  expect(svg).toContain('>잭슨빌점 · Jacksonville</text>');
});
