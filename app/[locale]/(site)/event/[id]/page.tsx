import type { Metadata } from 'next';
import Image from 'next/image';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/metadata';
import { formatDay, formatRange, storeDayOf } from '@/lib/format/dates';
import { intValue, firstValue, queryString, type SearchParams } from '@/lib/search-params';
import { getEvent, type EventDetail } from '@/lib/server/services/events';
import { plainText } from '@/lib/server/html/sanitize';
import { DetailBoard } from '@/components/board/detail-board';
import { boardLabels } from '@/components/board/board-labels';
import styles from '@/components/board/detail-board.module.css';
import { routeLocale } from '@/lib/i18n/route-locale';
import { notFoundMetadata } from '@/lib/seo/not-found-metadata';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { inLanguage, languagesOf } from '@/lib/i18n/in-language';
import { fitTitle } from '@/lib/seo/page-title';
import type { AppLocale } from '@/lib/i18n/routing';

/** The deal behind an id in the address, or nothing (a 404) for anything that is not one. */
async function dealFrom(rawId: string): Promise<EventDetail | null> {
  return /^[1-9][0-9]{0,8}$/.test(rawId) ? getEvent(Number(rawId)) : null;
}

const localized = (event: EventDetail, locale: AppLocale) => {
  const languages = languagesOf(event.title, event.title_eng);
  return {
    title: inLanguage(locale, event.title, event.title_eng),
    content: inLanguage(locale, event.content, event.content_eng),
    picture: inLanguage(locale, event.thumbnail, event.thumbnail_eng),
    languages,
    // The language the deal is shown in when the page's own is missing.
    writtenIn: languages.includes(locale) ? undefined : languages[0],
  };
};

export async function generateMetadata({ params }: PageProps<'/[locale]/event/[id]'>): Promise<Metadata> {
  const { id } = await params;
  const locale = await routeLocale(params);
  const event = await dealFrom(id);
  if (!event) return notFoundMetadata(locale);
  const { title, content, picture, languages } = localized(event, locale);
  const t = await getTranslations({ locale, namespace: 'events' });
  const tm = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({
    locale,
    path: `/event/${event.id}`,
    // Absolute: the title already names the site, and stays within what search results show.
    title: { absolute: fitTitle(title, t('title'), tm('siteName')) },
    description: plainText(content, 160) || t('description'),
    languages,
    ...(picture ? { image: { url: picture, width: 800, height: 600 } } : {}),
  });
}

export default async function EventDetailPage({ params, searchParams }: PageProps<'/[locale]/event/[id]'>) {
  const { id } = await params;
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const event = await dealFrom(id);
  if (!event) return <NotFoundContent />;
  const appLocale = locale;
  const query = (await searchParams) as SearchParams;
  // The list the visitor came from: its page and filters ride along in the query.
  const listHref = `/event${queryString({
    location: intValue(query, 'location', { min: 0, max: 4 }),
    search: firstValue(query, 'search').slice(0, 100),
    page: intValue(query, 'page', { min: 2, max: 100_000 }),
  })}`;
  const { title, content, picture, writtenIn } = localized(event, locale);
  const t = await getTranslations('events');
  const link = (post: { id: number; title: string; title_eng: string } | null) =>
    post ? { href: `/event/${post.id}`, title: inLanguage(locale, post.title, post.title_eng) } : null;

  return (
    <DetailBoard
      title={title}
      created={formatDay(storeDayOf(event.created_at), appLocale)}
      period={formatRange(event.start_date, event.end_date, appLocale)}
      attachments={[event.file1, event.file2, event.file3]}
      body={{ html: content }}
      adjacent={{ previous: link(event.previous_post), next: link(event.next_post) }}
      list={{ href: listHref }}
      labels={await boardLabels()}
      lang={writtenIn}
    >
      {writtenIn ? (
        <p className="notice-box" role="note">
          {t('onlyIn', { language: writtenIn })}
        </p>
      ) : null}
      {/* The deal's picture repeats its title: decorative for screen readers. */}
      {picture ? <Image src={picture} alt="" width={800} height={600} sizes="(min-width: 720px) 640px, 100vw" priority className={styles.picture} /> : null}
    </DetailBoard>
  );
}
