import 'server-only';
import type { AdminFormState } from '@/lib/admin/form-state';
import { recordId } from '@/lib/admin/record-id';
import type { RecordKind } from '@/lib/admin/record-kinds';
import { saveAnnouncement } from '@/lib/server/services/announcement-admin';
import { saveDeal } from '@/lib/server/services/deal-admin';
import { postingPublished, savePosting } from '@/lib/server/services/posting-admin';
import { saveSale } from '@/lib/server/services/sale-admin';
import { saveSlide } from '@/lib/server/services/slide-admin';
import { saveFaq } from '@/lib/server/services/faq-admin';
import { faqSchema } from '@/lib/validation/faq';
import { saveHistory } from '@/lib/server/services/history-admin';
import { historySchema } from '@/lib/validation/history';
import { saveBrand, saveDepartment, saveProductItem } from '@/lib/server/services/products-admin';
import { brandSchema, departmentSchema, productItemSchema } from '@/lib/validation/products';
import { announcementSchema } from '@/lib/validation/announcement';
import { dealSchema } from '@/lib/validation/deal';
import { homeSlideSchema } from '@/lib/validation/home-slide';
import { postingSchema } from '@/lib/validation/posting';
import { weeklySaleSchema } from '@/lib/validation/weekly-sale';
import { saveRecord } from './action-kit';

type Save = (locale: string, id: number | null, form: FormData) => Promise<AdminFormState>;

/** Each kind's form sent through its schema to its service (saveRecord: the permission, refusals, conflicts). */
export const RECORD_SAVES: Record<RecordKind, Save> = {
  announcement: (locale, id, form) => saveRecord(locale, 'announcement', id, form, { schema: announcementSchema, save: saveAnnouncement }),
  deal: (locale, id, form) => saveRecord(locale, 'deal', id, form, { schema: dealSchema, save: saveDeal }),
  async posting(locale, id, form) {
    // The pay rules bind a published posting: whether it is, is the stored record's to say, not the form's.
    const target = id === null ? null : recordId(id);
    form.set('published', String(target !== null && (await postingPublished(target))));
    return saveRecord(locale, 'posting', id, form, { schema: postingSchema, save: savePosting });
  },
  sale: (locale, id, form) => saveRecord(locale, 'sale', id, form, { schema: weeklySaleSchema, save: saveSale }),
  slide: (locale, id, form) => saveRecord(locale, 'slide', id, form, { schema: homeSlideSchema, save: saveSlide }),
  faq: (locale, id, form) => saveRecord(locale, 'faq', id, form, { schema: faqSchema, save: saveFaq }),
  history: (locale, id, form) => saveRecord(locale, 'history', id, form, { schema: historySchema, save: saveHistory }),
  department: (locale, id, form) => saveRecord(locale, 'department', id, form, { schema: departmentSchema, save: saveDepartment }),
  product: (locale, id, form) => saveRecord(locale, 'product', id, form, { schema: productItemSchema, save: saveProductItem }),
  brand: (locale, id, form) => saveRecord(locale, 'brand', id, form, { schema: brandSchema, save: saveBrand }),
};
