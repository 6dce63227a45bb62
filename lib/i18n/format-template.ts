type Values = Record<string, string | number>;

/**
 * Fills the `{name}` placeholders of a message handed to a small client leaf as a prop
 * ("Page {page}", "{count} / {max}"). No ICU plural or select here: that would ship a message
 * formatter to the browser, so such messages are formatted on the server with `t()`
 * (tests/unit/format-template.test.ts lists the messages used this way). A placeholder
 * without a value stays as written.
 */
export function formatTemplate(template: string, values: Values): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
