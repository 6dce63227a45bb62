import type { Metadata } from 'next';
import { ServerImage } from '@/components/ui/server-image';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { locales, type AppLocale } from '@/lib/i18n/routing';
import { routeLocale } from '@/lib/i18n/route-locale';
import { localizedPath, pageMetadata } from '@/lib/seo/metadata';
import { STATIC_TAB_PAGES, tabOfParam, tabStaticParams, TAB_PARAM } from '@/lib/content/static-tabs';
import { PRODUCT_CATEGORY_CODES } from '@/lib/content/codes';
import { productTab } from '@/lib/content/products';
import { PageTabs } from '@/components/ui/page-tabs';
import { ProductsPanel } from '@/components/products/products-panel';
import styles from '@/components/products/products.module.css';

/** Rendered at build time: Produce at /products, the others at /products?tab=2..5 (served by /products/2..5). */
export const dynamicParams = false;

export function generateStaticParams() {
  return tabStaticParams('/products', locales);
}

const departmentName = (tab: number, locale: AppLocale) => PRODUCT_CATEGORY_CODES.find((code) => code.value === tab)?.[locale] ?? '';

/** The department a page's `[[...tab]]` names, with its `?tab=` value; null for none. */
async function departmentOf(params: PageProps<'/[locale]/products/[[...tab]]'>['params']) {
  const key = tabOfParam('/products', (await params).tab);
  const tab = key ? productTab(Number(key)) : undefined;
  return key && tab ? { key, tab } : null;
}

export async function generateMetadata({ params }: PageProps<'/[locale]/products/[[...tab]]'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const department = await departmentOf(params);
  if (!department) return {};
  const { key, tab } = department;
  const t = await getTranslations({ locale, namespace: 'productsPage' });
  const first = key === STATIC_TAB_PAGES['/products'][0];
  return pageMetadata({
    locale,
    path: '/products',
    query: first ? {} : { [TAB_PARAM]: key },
    title: first ? t('title') : t('tabTitle', { name: departmentName(tab.tab, locale) }),
    description: `${tab.slogan[locale]}. ${t('description')}`,
  });
}

export default async function ProductsPage({ params }: PageProps<'/[locale]/products/[[...tab]]'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const department = await departmentOf(params);
  if (!department) notFound();
  const { key, tab } = department;
  const t = await getTranslations('productsPage');
  const name = departmentName(tab.tab, locale);

  return (
    <>
      <section className={styles.visual} aria-labelledby="products-title">
        <div className={styles.visualInner}>
          <h1 id="products-title" className={styles.visualTitle}>
            {t('title')}
          </h1>
          <p className={styles.slogan}>{tab.slogan[locale]}</p>
        </div>
        <div className={styles.visualArt} aria-hidden="true">
          {tab.visual.map((picture, index) => (
            <ServerImage key={picture} src={`/images/food/${picture}.webp`} alt="" width={256} height={256} sizes="(min-width: 769px) 160px, 88px" main={index === 0} />
          ))}
        </div>
      </section>
      <div id="products" className={`page-wide ${styles.content}`}>
        <PageTabs
          label={t('tabs')}
          idPrefix="products"
          panelId="products-panel"
          landing="products"
          active={key}
          tabs={STATIC_TAB_PAGES['/products'].map((value, index) => ({
            key: value,
            label: departmentName(Number(value), locale),
            href: localizedPath(locale, '/products', index === 0 ? {} : { [TAB_PARAM]: value }),
          }))}
        />
        <div id="products-panel" role="tabpanel" aria-labelledby={`products-tab-${key}`} className={styles.panel}>
          <ProductsPanel locale={locale} tab={tab} name={name} />
        </div>
      </div>
    </>
  );
}
