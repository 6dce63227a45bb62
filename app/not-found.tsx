import Link from 'next/link';
import ko from '@/messages/ko.json';
import en from '@/messages/en.json';

/** For addresses outside any locale (the proxy skips them, e.g. /x.php): both languages at once. */
export default function GlobalNotFound() {
  return (
    <html lang="ko">
      <body className="lang-ko">
        <main className="page-narrow status-page">
          <h1>{ko.notFound.title}</h1>
          <p>{ko.notFound.body}</p>
          <p>
            <Link href="/">{ko.notFound.home}</Link>
          </p>
          <h2 lang="en">{en.notFound.title}</h2>
          <p lang="en">{en.notFound.body}</p>
          <p lang="en">
            <Link href="/en">{en.notFound.home}</Link>
          </p>
        </main>
      </body>
    </html>
  );
}
