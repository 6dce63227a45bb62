/**
 * HTML that went through the allow-list sanitizer (lib/server/html/sanitize.ts). Only the
 * sanitizer makes one, so a component that renders raw HTML can ask for this type.
 */
export type SafeHtml = string & { readonly __safeHtml: true };
