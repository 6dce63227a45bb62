// Without imports: next.config.ts reads it, where the project's path aliases do not resolve.

/** The segment under which a page's per-store twin lives. */
export const FOR_STORE_SEGMENT = 'for-store';

/** The internal addresses typed by hand move to the page they serve (one page, one address). */
export const myStorePageRedirects = (localePrefixes: readonly string[]) =>
  localePrefixes.flatMap((prefix) => [
    { source: `${prefix}/${FOR_STORE_SEGMENT}/:store`, destination: prefix || '/', permanent: true },
    { source: `${prefix}/location/first-page/:store`, destination: `${prefix}/location`, permanent: true },
    { source: `${prefix}/sale/:region/${FOR_STORE_SEGMENT}/:store`, destination: `${prefix}/sale/:region`, permanent: true },
  ]);

