/**
 * formik's `lodash-es/toPath` (decision 019): a field's name as its path, `files[0].name` ->
 * `['files', '0', 'name']`. Our fields' names are words, dots and indexes, never quoted keys.
 */
export default function toPath(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return String(value)
    .split(/[.[\]]+/)
    .filter((part) => part !== '');
}
