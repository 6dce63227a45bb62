import type { RecordKind } from '@/lib/admin/record-kinds';
import type { Publishing } from '@/lib/admin/publish-state';
import type { KindPages } from './kind-pages';
import { announcementPages } from './announcement';
import { dealPages } from './deal';
import { postingPages } from './posting';
import { salePages } from './sale';
import { slidePages } from './slide';
import { faqPages } from './faq';
import { historyPages } from './history';
import { brandPages, departmentPages, productPages } from './product-kinds';

/** Every kind's pages, by kind: the one place a new kind's pages are named. */
export const KIND_PAGES: Record<RecordKind, KindPages<{ id: number }, Publishing & { id: number }, unknown>> = {
  announcement: announcementPages,
  deal: dealPages,
  posting: postingPages,
  sale: salePages,
  slide: slidePages,
  faq: faqPages,
  history: historyPages,
  department: departmentPages,
  product: productPages,
  brand: brandPages,
};
