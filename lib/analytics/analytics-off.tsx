/**
 * What `@next/third-parties/google` resolves to in a build without `NEXT_PUBLIC_GA_ID`
 * (next.config.ts): the layout renders GA only with an id, but importing the real component
 * alone would put its client code on every page.
 */
export function GoogleAnalytics(): null {
  return null;
}
