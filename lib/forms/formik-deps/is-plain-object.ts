/** formik's `lodash-es/isPlainObject` (decision 019): an object made by `{}`, `Object.create(null)` or `new Object`. */
export default function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Object.prototype.toString.call(value) !== '[object Object]') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype;
}
