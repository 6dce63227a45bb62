/** schema.org data for search engines, as a JSON-LD script (not executed, so no CSP hash needed). */
export function JsonLd({ data }: { data: object }) {
  // `<` escaped so the JSON cannot close the script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c') }} />;
}
