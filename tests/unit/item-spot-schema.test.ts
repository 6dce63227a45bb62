import { ValidationError } from 'yup';
import { itemSpotSchema, spotTargetSchema } from '@/lib/validation/item-spot';

const problems = (schema: typeof itemSpotSchema | typeof spotTargetSchema, values: Record<string, string>) => {
  try {
    schema.validateSync(values, { abortEarly: false, stripUnknown: true });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path, inner.message]));
  }
};
const spot = (values: Record<string, string>) => problems(itemSpotSchema, { item: '7', edition: 'korean', x: '10', y: '20', width: '30', height: '15', ...values });

describe('an item’s place on a flyer, in percent', () => {
  it.each([
    ['a place inside the picture', {}, {}],
    ['the whole picture', { x: '0', y: '0', width: '100', height: '100' }, {}],
    ['two decimals that add up to 100', { x: '33.33', width: '66.67' }, {}],
    ['past the right edge', { x: '80', width: '30' }, { width: 'spotOutsidePicture' }],
    ['past the bottom', { y: '90', height: '10.01' }, { height: 'spotOutsidePicture' }],
    ['no width', { width: '0' }, { width: 'percent' }],
    ['a negative figure', { x: '-1' }, { x: 'percent' }],
    ['over 100', { y: '101' }, { y: 'percent' }],
    ['a word', { x: 'ten' }, { x: 'percent' }],
    ['three decimals', { x: '1.234' }, { x: 'percent' }],
    ['nothing', { height: '' }, { height: 'percent' }],
    ['an edition there is none of', { edition: 'japanese' }, { edition: 'unknownEdition' }],
    ['an id that is no id', { item: '0x7' }, { item: 'invalidValue' }],
  ])('%s', (_case, values, expected) => {
    expect(spot(values)).toEqual(expected);
  });

  it('asks only which item and edition to take a spot off', () => {
    expect(problems(spotTargetSchema, { item: '7', edition: 'indian' })).toEqual({});
    expect(problems(spotTargetSchema, { item: '', edition: '' })).toEqual({ item: 'invalidValue', edition: 'unknownEdition' });
  });
});
