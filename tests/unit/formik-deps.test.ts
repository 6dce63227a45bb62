import clone from '@/lib/forms/formik-deps/clone';
import cloneDeep from '@/lib/forms/formik-deps/clone-deep';
import isPlainObject from '@/lib/forms/formik-deps/is-plain-object';
import toPath from '@/lib/forms/formik-deps/to-path';
import hoistNonReactStatics from '@/lib/forms/formik-deps/hoist-statics';

// lodash itself (formik's dependency, without types here; by file name, past the mapping), to compare with.
const lodashClone = jest.requireActual('lodash/clone.js') as <T>(value: T) => T;
const lodashCloneDeep = jest.requireActual('lodash/cloneDeep.js') as <T>(value: T) => T;
const lodashIsPlainObject = jest.requireActual('lodash/isPlainObject.js') as (value: unknown) => boolean;
const lodashToPath = jest.requireActual('lodash/toPath.js') as (value: unknown) => string[];
const libraryHoist = jest.requireActual('hoist-non-react-statics/dist/hoist-non-react-statics.cjs.js') as <T>(target: T, source: object) => T;

// What formik hands these (decision 019): each answers as lodash's own for it.
const file = new File(['%PDF'], 'quote.pdf', { type: 'application/pdf' });
class Values {
  email = 'a@b.co';
}
const values = { title: '', email: 'kim@example.com', files: [file], agree: false, nested: { list: [{ name: 'x' }] } };

describe("formik's dependencies, our own", () => {
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

  it("copies a component's own statics onto its wrapper, and its parent's, as hoist-non-react-statics", () => {
    class Base {
      static inherited = 'from the parent';
    }
    class Inner extends Base {
      static displayName = 'Inner';
      static defaultProps = { name: 'files' };
      static helper = () => 'helper';
    }
    Object.defineProperty(Inner, Symbol.for('marker'), { value: true, enumerable: false, configurable: true });
    const keys = ['inherited', 'helper', 'displayName', 'defaultProps', Symbol.for('marker')] as const;
    const ours = hoistNonReactStatics(function Wrapper() {}, Inner) as unknown as Record<PropertyKey, unknown>;
    const theirs = libraryHoist(function Wrapper() {}, Inner) as unknown as Record<PropertyKey, unknown>;
    for (const key of keys) expect(ours[key as never]).toBe(theirs[key as never]);
    expect(ours.helper).toBe(Inner.helper);
    expect(ours.inherited).toBe('from the parent');
    expect(ours.displayName).toBeUndefined();
  });
});
