import { priceFigure } from '@/lib/sale/price-figure';

describe('priceFigure', () => {
  it.each([
    ['$4.99', 4.99],
    ['$0.69/lb', 0.69],
    ['$0.69 / lb', 0.69],
    ['2 for $5', 2.5],
    ['2 FOR $5.00', 2.5],
    ['2/$5', 2.5],
    ['3 for $10', 3.33],
    ['2개에 $5', 2.5],
    ['69¢', 0.69],
    ['69¢/lb', 0.69],
    ['$1,299.00', 1299],
    ['1.99', 1.99],
    ['$12 ea', 12],
    [' $2.49/ea ', 2.49],
  ])('%s → %s', (text, figure) => {
    expect(priceFigure(text)).toBe(figure);
  });

  it.each(['Buy 1 Get 1 Free', '$1 off', '30% off', '20% 할인', '$0', '0 for $5', '', 'Special price'])('%s has no price of its own', (text) => {
    expect(priceFigure(text)).toBeNull();
  });
});
