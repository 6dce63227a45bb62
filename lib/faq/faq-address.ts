/** The FAQ's search parameter (`/faq?q=points`, served by its search page: lib/content/static-tabs.ts). */
export const FAQ_SEARCH_PARAM = 'q';
