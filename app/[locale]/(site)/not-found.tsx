import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';

/** The 404's own title ("Page not found | Lotte Plaza Market"), not the home page's default. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notFound');
  return { title: t('title') };
}

export default function LocaleNotFound() {
  return <NotFoundContent />;
}
