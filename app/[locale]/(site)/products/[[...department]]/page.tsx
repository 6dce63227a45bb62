import type { Metadata } from 'next';
import { ServerImage } from '@/components/ui/server-image';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { localizedPath, pageMetadata } from '@/lib/seo/metadata';
import { departmentBySlug, departmentHref, departmentName, FIRST_DEPARTMENT, PRODUCT_DEPARTMENTS } from '@/lib/content/product-departments';
import { productTab } from '@/lib/server/services/products';
import { previewOf } from '@/lib/server/preview';
import { PageTabs } from '@/components/ui/page-tabs';
import { ProductsPanel } from '@/components/products/products-panel';
import styles from '@/components/products/products.module.css';

/**
 * Produce at /products, the others at /products/{department}; any other is a 404. Staff keep the
 * words and pictures (issue 51): each page is rendered at its first visit, not at build time (the
 * build's database is empty), and kept in the page cache until a department, item or brand changes.
 */

/** The department a page's `[[...department]]` names (Produce without one), with what it shows; null for none. */
async function departmentOf(params: PageProps<'/[locale]/products/[[...department]]'>['params']) {
  const { department: segments } = await params;
  const department = segments?.length ? (segments.length === 1 && segments[0] !== FIRST_DEPARTMENT.slug ? departmentBySlug(segments[0]!) : undefined) : FIRST_DEPARTMENT;
  if (!department) return null;
  const [previewDepartment, product, brand] = await Promise.all([previewOf('department'), previewOf('product'), previewOf('brand')]);
  const tab = await productTab(department.tab, { department: previewDepartment ?? undefined, product: product ?? undefined, brand: brand ?? undefined });
  return { department, key: String(department.tab), tab };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/products/[[...department]]'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const department = await departmentOf(params);
  if (!department) return {};
  const { tab } = department;
  const t = await getTranslations({ locale, namespace: 'productsPage' });
  const first = department.department === FIRST_DEPARTMENT;
  return pageMetadata({
    locale,
    path: departmentHref(department.department),
    title: first ? t('title') : t('tabTitle', { name: departmentName(tab.tab, locale) }),
    description: tab.slogan ? `${tab.slogan[locale]}. ${t('description')}` : t('description'),
  });
}

export default async function ProductsPage({ params }: PageProps<'/[locale]/products/[[...department]]'>) {
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
          {tab.slogan ? <p className={styles.slogan}>{tab.slogan[locale]}</p> : null}
        </div>
        <div className={styles.visualArt} aria-hidden="true">
          {tab.visual.map((picture, index) => (
            <ServerImage key={`${picture}-${index}`} src={`/images/food/${picture}.webp`} alt="" width={256} height={256} sizes="(min-width: 769px) 160px, 88px" main={index === 0} />
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
          tabs={PRODUCT_DEPARTMENTS.map((entry) => ({
            key: String(entry.tab),
            label: departmentName(entry.tab, locale),
            href: localizedPath(locale, departmentHref(entry)),
          }))}
        />
        <div id="products-panel" role="tabpanel" aria-labelledby={`products-tab-${key}`} className={styles.panel}>
          <ProductsPanel locale={locale} tab={tab} name={name} />
        </div>
      </div>
    </>
  );
}
