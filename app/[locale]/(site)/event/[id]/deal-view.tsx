import type { Metadata } from 'next';
import { ServerImage } from '@/components/ui/server-image';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/metadata';
import { formatDay, formatRange, storeDayOf } from '@/lib/format/dates';
import { getDeal, type DealDetail } from '@/lib/server/services/deals';
import { previewOf } from '@/lib/server/preview';
import { plainText } from '@/lib/server/html/sanitize';
import { DetailBoard } from '@/components/board/detail-board';
import { boardLabels } from '@/components/board/board-labels';
import styles from '@/components/board/detail-board.module.css';
import { notFound } from 'next/navigation';
import { postIdOf } from '@/lib/board/post-id';
import { inLanguage, languagesOf, pickText } from '@/lib/i18n/in-language';
import { fitTitle } from '@/lib/seo/page-title';
import type { AppLocale } from '@/lib/i18n/routing';

/** The deal behind an id in the address; anything that is none is a 404. */
export async function dealFrom(rawId: string): Promise<DealDetail> {
  const id = postIdOf(rawId);
  const event = id === null ? null : await getDeal(id, (await previewOf('deal')) === id);
  if (!event) notFound();
  return event;
}

const localized = (event: DealDetail, locale: AppLocale) => {
  const languages = languagesOf(event.title, event.title_eng);
  const title = pickText(locale, event.title, event.title_eng);
  const content = pickText(locale, event.content, event.content_eng);
  return {
    title: title.text,
    titleLang: title.lang,
    content: content.text,
    contentLang: content.lang,
    picture: inLanguage(locale, event.thumbnail, event.thumbnail_eng),
    languages,
    // The language the deal is shown in when the page's own is missing.
    writtenIn: languages.includes(locale) ? undefined : languages[0],
  };
};

export async function dealMetadata(locale: AppLocale, event: DealDetail): Promise<Metadata> {
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

/** One deal (`/event/12`); List goes back to the list it was opened from. */
export async function DealView({ locale, event }: { locale: AppLocale; event: DealDetail }) {
  const { title, titleLang, content, contentLang, picture, writtenIn } = localized(event, locale);
  const t = await getTranslations({ locale, namespace: 'events' });
  const link = (post: { id: number; title: string; title_eng: string } | null) => {
    if (!post) return null;
    const { text, lang } = pickText(locale, post.title, post.title_eng);
    return { href: `/event/${post.id}`, title: text, lang };
  };

  return (
    <DetailBoard
      title={title}
      titleLang={titleLang}
      created={formatDay(storeDayOf(event.created_at), locale)}
      period={formatRange(event.start_date, event.end_date, locale)}
      attachments={[event.file1, event.file2, event.file3]}
      body={{ html: content }}
      adjacent={{ previous: link(event.previous_post), next: link(event.next_post) }}
      list={{ href: { list: 'deals' } }}
      labels={await boardLabels()}
      lang={contentLang}
    >
      {writtenIn ? (
        <p className="notice-box" role="note">
          {t('onlyIn', { language: writtenIn })}
        </p>
      ) : null}
      {/* The deal's picture repeats its title: decorative for screen readers. */}
      {picture ? <ServerImage src={picture} alt="" width={800} height={600} sizes="(min-width: 720px) 640px, 100vw" main className={styles.picture} /> : null}
    </DetailBoard>
  );
}
