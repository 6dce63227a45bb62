/**
 * The price one item costs, as a number, from the price as the flyer prints it: "$4.99" → 4.99,
 * "$0.69/lb" → 0.69 (per unit), "2 for $5" and "2/$5" → 2.5, "69¢" → 0.69. Null when the text
 * names no price of its own ("Buy 1 Get 1 Free", "$1 off", "30% off"): structured data then
 * leaves the item out rather than state a wrong price.
 */
export function priceFigure(text: string): number | null {
  const price = text.trim().toLowerCase();
  // A discount is not a price.
  if (/%|\boff\b|할인|free|무료/.test(price)) return null;
  const amount = (digits: string) => Number(digits.replace(/,/g, ''));
  const several = /^(\d+)\s*(?:for|\/|개에?)\s*\$\s*(\d[\d,]*(?:\.\d+)?)/.exec(price);
  const dollars = /\$\s*(\d[\d,]*(?:\.\d+)?)/.exec(price);
  const cents = /(\d+)\s*¢/.exec(price);
  const bare = /^(\d[\d,]*\.\d{2})\b/.exec(price);
  const figure = several
    ? amount(several[2]!) / Number(several[1])
    : dollars
      ? amount(dollars[1]!)
      : cents
        ? Number(cents[1]) / 100
        : bare
          ? amount(bare[1]!)
          : null;
  if (figure === null || !Number.isFinite(figure) || figure <= 0) return null;
  return Math.round(figure * 100) / 100;
}
