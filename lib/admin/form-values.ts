/**
 * A form's text values for its yup schema: a name sent once is a string, a name sent more than
 * once (a group of checkboxes) a list. Files are left out: staff files go up on their own.
 */
export function formValues(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    const before = values[key];
    values[key] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return values;
}
