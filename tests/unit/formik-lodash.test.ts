import clone from '@/lib/forms/formik-lodash/clone';
import cloneDeep from '@/lib/forms/formik-lodash/clone-deep';
import isPlainObject from '@/lib/forms/formik-lodash/is-plain-object';
import toPath from '@/lib/forms/formik-lodash/to-path';

// lodash itself (formik's dependency, without types here; by file name, past the mapping), to compare with.
const lodashClone = jest.requireActual('lodash/clone.js') as <T>(value: T) => T;
const lodashCloneDeep = jest.requireActual('lodash/cloneDeep.js') as <T>(value: T) => T;
const lodashIsPlainObject = jest.requireActual('lodash/isPlainObject.js') as (value: unknown) => boolean;
const lodashToPath = jest.requireActual('lodash/toPath.js') as (value: unknown) => string[];

// What formik hands these (decision 019): each answers as lodash's own for it.
const file = new File(['%PDF'], 'quote.pdf', { type: 'application/pdf' });
class Values {
  email = 'a@b.co';
}
const values = { title: '', email: 'kim@example.com', files: [file], agree: false, nested: { list: [{ name: 'x' }] } };

describe('formik-lodash', () => {
  it.each([['title'], ['files[0]'], ['files.0'], ['nested.list[0].name'], ['a[1][2]'], [['files', 0]]])('toPath(%j) as lodash', (path) => {
    expect(toPath(path)).toEqual(lodashToPath(path));
  });

  it.each([[{}], [Object.create(null)], [new Object()], [values], [[]], [file], [new Date()], [new Values()], [null], ['text'], [1]])('isPlainObject(%p) as lodash', (value) => {
    expect(isPlainObject(value)).toBe(lodashIsPlainObject(value));
  });

  it('clones shallowly, keeping prototypes and sharing what is inside', () => {
    for (const value of [values, values.files, new Values(), {}]) {
      const copy = clone(value);
      expect(copy).not.toBe(value);
      expect(copy).toEqual(lodashClone(value));
      expect(Object.getPrototypeOf(copy)).toBe(Object.getPrototypeOf(value));
    }
    expect(clone(values).files).toBe(values.files);
    expect(clone('text')).toBe('text');
  });

  it('clones deeply the arrays and plain objects, sharing files', () => {
    const copy = cloneDeep(values);
    expect(copy).toEqual(lodashCloneDeep(values));
    expect(copy.nested.list[0]).not.toBe(values.nested.list[0]);
    expect(copy.files).not.toBe(values.files);
    expect(copy.files[0]).toBe(file);
    expect(cloneDeep(undefined)).toBeUndefined();
  });
});
