import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { pageMetadata, localizedPath } from '@/lib/seo/metadata';
import { tabOfParam, TAB_PARAM } from '@/lib/content/static-tabs';
import { listHistory } from '@/lib/server/services/history';
import { previewOf } from '@/lib/server/preview';
import { StoryVisual } from '@/components/story/story-visual';
import { StoryAbout } from '@/components/story/story-about';
import { StoryHistory } from '@/components/story/story-history';
import { PageTabs } from '@/components/ui/page-tabs';
import styles from '@/components/story/story.module.css';

/**
 * About Us at /ourStory, History at /ourStory?tab=history (served by /ourStory/history). Staff keep
 * the history (issue 51): each tab is rendered at its first visit, not at build time (the build's
 * database is empty), and kept in the page cache until a year changes.
 */

export async function generateMetadata({ params }: PageProps<'/[locale]/ourStory/[[...tab]]'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const tab = tabOfParam('/ourStory', (await params).tab);
  if (!tab) return {};
  const t = await getTranslations({ locale, namespace: 'story' });
  const history = tab === 'history';
  return pageMetadata({
    locale,
    path: '/ourStory',
    query: history ? { [TAB_PARAM]: tab } : {},
    title: history ? `${t('historyTitle')} | ${t('title')}` : t('title'),
    description: history ? t('historyDescription') : t('description'),
  });
}

export default async function OurStoryPage({ params }: PageProps<'/[locale]/ourStory/[[...tab]]'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const tab = tabOfParam('/ourStory', (await params).tab);
  if (!tab) notFound();
  const t = await getTranslations('story');

  return (
    <>
      <StoryVisual heading={t('title')} title={t('visualTitle')} text={t('visualText')} scrollDown={t('scrollDown')} target="story" />
      <div id="story" className={`page-wide ${styles.content}`}>
        <PageTabs
          label={t('tabs')}
          idPrefix="story"
          panelId="story-panel"
          landing="story"
          active={tab}
          tabs={[
            { key: 'about', label: t('aboutTab'), href: localizedPath(locale, '/ourStory') },
            { key: 'history', label: t('historyTab'), href: localizedPath(locale, '/ourStory', { [TAB_PARAM]: 'history' }) },
          ]}
        />
        <div id="story-panel" role="tabpanel" aria-labelledby={`story-tab-${tab}`} className={styles.panel}>
          {tab === 'history' ? <StoryHistory locale={locale} history={await listHistory((await previewOf('history')) ?? undefined)} /> : <StoryAbout locale={locale} />}
        </div>
      </div>
    </>
  );
}
