import ko from '@/messages/ko.json';
import en from '@/messages/en.json';
import { HydrationMark } from '@/components/layout/hydration-mark';

/**
 * For a page reached under a segment that is no language (`[locale]` is `x.php`), should an
 * address the proxy leaves alone (public/'s folders, proxy.ts) ever come to one: both languages at once.
 * Plain links: a page of its own that needs no router, and next/link here would be a second
 * copy of it in every page's scripts (this boundary's chunk).
 */
export default function GlobalNotFound() {
  return (
    <html lang="ko">
      <body className="lang-ko">
        <main className="page-narrow status-page">
          <h1>{ko.notFound.title}</h1>
          <p>{ko.notFound.body}</p>
          <p>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
            <a href="/">{ko.notFound.home}</a>
          </p>
          <h2 lang="en">{en.notFound.title}</h2>
          <p lang="en">{en.notFound.body}</p>
          <p lang="en">
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
            <a href="/en">{en.notFound.home}</a>
          </p>
        </main>
        <HydrationMark />
      </body>
    </html>
  );
}
