import isPlainObject from './is-plain-object';

/**
 * formik's `lodash-es/cloneDeep` (decision 019): a deep copy of a form's initial values, errors
 * and touched fields, which are arrays, plain objects and values; anything else (a File, a Date)
 * is shared, as formik never changes a value in place.
 */
export default function cloneDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneDeep) as T;
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value as object).map(([key, item]) => [key, cloneDeep(item)])) as T;
  return value;
}
