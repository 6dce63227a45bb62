/**
 * formik's `lodash-es/clone` (decision 019): a shallow copy of the arrays and objects along a path
 * it sets, keeping the object's prototype; anything else (a File, a Date) is kept as it is.
 */
export default function clone<T>(value: T): T {
  if (Array.isArray(value)) return [...value] as T;
  if (value !== null && typeof value === 'object') return Object.assign(Object.create(Object.getPrototypeOf(value)), value);
  return value;
}
