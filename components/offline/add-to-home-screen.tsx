import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { InstallHint } from './install-hint';

/** The install hint (install-hint.tsx) in the page's language: on the weekly sale and My list. */
export async function AddToHomeScreen({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'app.install' });
  return <InstallHint labels={{ label: t('label'), text: t('text'), button: t('button'), ios: t('ios'), dismiss: t('dismiss') }} />;
}
