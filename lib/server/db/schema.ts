import { sql } from 'drizzle-orm';
import { boolean, check, customType, type AnyPgColumn, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { WeekHours } from '@/lib/stores/store';
import type { Department, Edition, Spot } from '@/lib/sale/items';
// Relative, not '@/': drizzle-kit reads this file without the project's paths.
import { RECORD_KINDS } from '../../admin/record-kinds';
import { FAQ_GROUPS } from '../../content/faq';
import { HISTORY_PERIODS } from '../../content/history';
import { PRODUCT_SHELVES } from '../../content/products';

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** An attachment slot (file1..file3): a row of uploaded_files, or none. */
const fileRef = (name: string) => integer(name).references(() => uploadedFiles.id, { onDelete: 'set null' });
/** The spec's three attachment slots. */
const attachments = () => ({ file1: fileRef('file1'), file2: fileRef('file2'), file3: fileRef('file3') });
const moment = (name: string) => timestamp(name, { withTimezone: true });
/**
 * What staff publish (issue 36): a draft until published; public from publish_from to
 * publish_until when set (each independent of a deal's sale days or a posting's deadline); in the
 * trash from deleted_at, emptied after 30 days (lib/server/services/publishing.ts).
 */
const publishing = () => ({
  published: boolean('published').notNull().default(false),
  publishFrom: moment('publish_from'),
  publishUntil: moment('publish_until'),
  deletedAt: moment('deleted_at'),
});
const publishingChecks = (name: string, table: { publishFrom: AnyPgColumn; publishUntil: AnyPgColumn }) =>
  check(`${name}_publish_window_check`, sql`${table.publishUntil} is null or ${table.publishFrom} is null or ${table.publishUntil} > ${table.publishFrom}`);

/**
 * Every stored upload. The bytes live in the storage backend under `storageKey` (a random
 * name); `visibility` says who may read them: anyone (event attachments, images) or only the
 * owner of the record that holds them and staff.
 */
export const uploadedFiles = pgTable('uploaded_files', {
  id: id(),
  storageKey: text('storage_key').notNull().unique(),
  originalName: text('original_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  visibility: text('visibility', { enum: ['public', 'private'] }).notNull(),
  /** For private files: which kind of record owns them and its id. */
  ownerKind: text('owner_kind', { enum: ['inquiry', 'application', 'tenant'] }),
  ownerId: integer('owner_id'),
  /**
   * A staff upload not yet used by a saved record (issue 16): the record's save claims it, and
   * one left pending for a day is swept.
   */
  pending: boolean('pending').notNull().default(false),
  createdAt: createdAt(),
});

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The bytes of stored files when FILE_STORAGE=database (several instances, no shared disk):
 * one row a storage key. Written and read by lib/server/storage/database-storage.ts only.
 */
export const fileBytes = pgTable('file_bytes', {
  storageKey: text('storage_key').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/** Staff notices (spec section 3), in Korean and English. */
export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    title: text('title').notNull(),
    titleEng: text('title_eng').notNull().default(''),
    content: text('content').notNull().default(''),
    contentEng: text('content_eng').notNull().default(''),
    ...attachments(),
    ...publishing(),
    createdAt: createdAt(),
  },
  (table) => [index('announcements_created_at_idx').on(table.createdAt), publishingChecks('announcements', table)],
);

/**
 * The FAQ's questions (issue 51; the spec's seven groups), in Korean and English: plain text, a
 * blank line a new paragraph; its phrases become links where shown (lib/faq/auto-link.tsx).
 * `anchor` is the question's stable address on /faq (`#rewards-earn`); one staff add is `q{id}`.
 */
export const faqQuestions = pgTable(
  'faq_questions',
  {
    id: id(),
    anchor: text('anchor').unique(),
    group: text('group', { enum: FAQ_GROUPS }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    question: text('question').notNull(),
    questionEng: text('question_eng').notNull().default(''),
    answer: text('answer').notNull(),
    answerEng: text('answer_eng').notNull().default(''),
    ...publishing(),
    createdAt: createdAt(),
  },
  (table) => [index('faq_questions_group_idx').on(table.group, table.sortOrder), publishingChecks('faq_questions', table)],
);

/**
 * Our Story's history (issue 51): a year (or a range, as shown) of one period, the stores that
 * opened in it (their slugs, lib/content/stores.ts) and a note in Korean and English.
 */
export const historyEntries = pgTable(
  'history_entries',
  {
    id: id(),
    period: text('period', { enum: HISTORY_PERIODS }).notNull(),
    year: text('year').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    stores: text('stores').array().notNull().default(sql`'{}'::text[]`),
    note: text('note').notNull().default(''),
    noteEng: text('note_eng').notNull().default(''),
    ...publishing(),
    createdAt: createdAt(),
  },
  (table) => [index('history_entries_period_idx').on(table.period, table.sortOrder), publishingChecks('history_entries', table)],
);

/**
 * The Products page (issue 51). A department's top: its slogan, pictures and one or two intro
 * blocks; `tab` is its number (lib/content/product-departments.ts). Of two live for one
 * department, the newest shows.
 */
export const productDepartments = pgTable(
  'product_departments',
  {
    id: id(),
    tab: smallint('tab').notNull(),
    slogan: text('slogan').notNull(),
    sloganEng: text('slogan_eng').notNull().default(''),
    pictures: text('pictures').array().notNull().default(sql`'{}'::text[]`),
    introTitle: text('intro_title').notNull(),
    introTitleEng: text('intro_title_eng').notNull().default(''),
    intro: text('intro').notNull(),
    introEng: text('intro_eng').notNull().default(''),
    moreTitle: text('more_title').notNull().default(''),
    moreTitleEng: text('more_title_eng').notNull().default(''),
    more: text('more').notNull().default(''),
    moreEng: text('more_eng').notNull().default(''),
    ...publishing(),
    createdAt: createdAt(),
  },
  (table) => [index('product_departments_tab_idx').on(table.tab), publishingChecks('product_departments', table)],
);

/** An item of a department's page, on one of its shelves (lib/content/products.ts), in its place. */
export const productItems = pgTable(
  'product_items',
  {
    id: id(),
    tab: smallint('tab').notNull(),
    shelf: text('shelf', { enum: PRODUCT_SHELVES }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    name: text('name').notNull(),
    nameEng: text('name_eng').notNull().default(''),
    text: text('text').notNull().default(''),
    textEng: text('text_eng').notNull().default(''),
    picture: text('picture').notNull(),
    ...publishing(),
    createdAt: createdAt(),
  },
  (table) => [index('product_items_tab_idx').on(table.tab, table.shelf, table.sortOrder), publishingChecks('product_items', table)],
);

/** One of our own brands' lines on a department's page (groceries today): its products in a carousel. */
export const privateBrands = pgTable(
  'private_brands',
  {
    id: id(),
    tab: smallint('tab').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    name: text('name').notNull(),
    nameEng: text('name_eng').notNull().default(''),
    text: text('text').notNull().default(''),
    textEng: text('text_eng').notNull().default(''),
    autoplay: boolean('autoplay').notNull().default(true),
    products: jsonb('products').$type<Array<{ name: string; nameEng: string; picture: string }>>().notNull().default([]),
    ...publishing(),
    createdAt: createdAt(),
  },
  (table) => [index('private_brands_tab_idx').on(table.tab, table.sortOrder), publishingChecks('private_brands', table)],
);

/**
 * Home slider items. visual_tp 1 advertisement (adv_*), 2 image (img_*), 3 video (vd_*); the
 * API nests each group as the spec's adv / img / vd object.
 */
export const slides = pgTable('main_visuals', {
  id: id(),
  visualTp: smallint('visual_tp').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  ...publishing(),
  advEventId: integer('adv_event_id').references(() => deals.id, { onDelete: 'set null' }),
  advImagePcKo: fileRef('adv_image_pc_ko'),
  advImageMobileKo: fileRef('adv_image_mobile_ko'),
  advImagePcEn: fileRef('adv_image_pc_en'),
  advImageMobileEn: fileRef('adv_image_mobile_en'),
  imgTextYn: boolean('img_text_yn').notNull().default(false),
  imgMainTextKo: text('img_main_text_ko').notNull().default(''),
  imgMainTextEn: text('img_main_text_en').notNull().default(''),
  imgTextKo: text('img_text_ko').notNull().default(''),
  imgTextEn: text('img_text_en').notNull().default(''),
  imgTextColor: text('img_text_color').notNull().default('#ffffff'),
  imgImagePc: fileRef('img_image_pc'),
  imgImageMobile: fileRef('img_image_mobile'),
  /** Products tab (1-5) the slide opens, or none. */
  imgCategory: smallint('img_category'),
  vdLinkUrl: text('vd_link_url').notNull().default(''),
  vdVideoUrl: text('vd_video_url').notNull().default(''),
  vdVideoFile: fileRef('vd_video_file'),
  vdAutoplayYn: boolean('vd_autoplay_yn').notNull().default(false),
  createdAt: createdAt(),
}, (table) => [publishingChecks('main_visuals', table)]);

/** Special deals. location 0 means every location. Dates are store-local calendar days. */
export const deals = pgTable(
  'events',
  {
    id: id(),
    title: text('title').notNull(),
    titleEng: text('title_eng').notNull().default(''),
    content: text('content').notNull().default(''),
    contentEng: text('content_eng').notNull().default(''),
    thumbnail: fileRef('thumbnail'),
    thumbnailEng: fileRef('thumbnail_eng'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    location: smallint('location').notNull().default(0),
    ...attachments(),
    ...publishing(),
    createdAt: createdAt(),
  },
  (table) => [index('events_location_idx').on(table.location), index('events_created_at_idx').on(table.createdAt), publishingChecks('events', table)],
);

/** A weekly flyer: one image per language edition, for a week starting on sale_start. */
export const sales = pgTable(
  'sales',
  {
    id: id(),
    saleStart: date('sale_start', { mode: 'string' }).notNull(),
    location: smallint('location').notNull(),
    fileKorean: fileRef('file_korean'),
    fileChinese: fileRef('file_chinese'),
    fileVietnamese: fileRef('file_vietnamese'),
    fileIndian: fileRef('file_indian'),
    ...publishing(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('sales_location_start_idx').on(table.location, table.saleStart), publishingChecks('sales', table)],
);

/**
 * The items of a weekly flyer as text (issue 35): names, the price as the flyer says it, the
 * department, the editions it is in, and where it sits on each edition's picture. Deleted with
 * their sale.
 */
export const saleItems = pgTable(
  'sale_items',
  {
    id: id(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    /** The item's place in the list staff entered (the flyer's order). */
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    nameEng: text('name_eng').notNull().default(''),
    nameOwn: text('name_own').notNull().default(''),
    price: text('price').notNull(),
    regularPrice: text('regular_price').notNull().default(''),
    unit: text('unit').notNull().default(''),
    department: text('department').$type<Department>().notNull(),
    picture: fileRef('picture'),
    editions: text('editions').array().$type<Edition[]>().notNull(),
    spots: jsonb('spots').$type<Partial<Record<Edition, Spot>>>().notNull().default({}),
  },
  (table) => [index('sale_items_sale_idx').on(table.saleId, table.position)],
);

/**
 * Job postings. start_date is the first day it is shown (none: from its creation); due_date none
 * means "Ongoing Hiring". cities holds city codes; experience 0 any, 1 new hire, 2 experienced.
 * A posting with applications is never deleted (they reference it, ON DELETE RESTRICT): staff
 * close it, and it stays, with them, for the three years Maryland requires.
 */
export const postings = pgTable(
  'job_postings',
  {
    id: id(),
    title: text('title').notNull(),
    titleEng: text('title_eng').notNull().default(''),
    content: text('content').notNull().default(''),
    contentEng: text('content_eng').notNull().default(''),
    jobType: smallint('job_type').notNull(),
    careerType: smallint('career_type').notNull(),
    cities: integer('cities').array().notNull(),
    experience: smallint('experience').notNull().default(0),
    /** Pay in cents, both ends (equal for a single figure), per pay_unit: hour, week, month or year. */
    payMin: integer('pay_min'),
    payMax: integer('pay_max'),
    payUnit: text('pay_unit'),
    /** A general description of benefits and other pay, plain text (Maryland and New Jersey require it). */
    benefits: text('benefits').notNull().default(''),
    benefitsEng: text('benefits_eng').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    ...publishing(),
    createdAt: createdAt(),
  },
  (table) => [
    index('job_postings_created_at_idx').on(table.createdAt),
    publishingChecks('job_postings', table),
    // Pay is all three or none, a range that does not run backwards, in a unit the site names.
    check(
      'job_postings_pay_check',
      sql`(${table.payMin} is null and ${table.payMax} is null and ${table.payUnit} is null) or (${table.payMin} >= 0 and ${table.payMax} >= ${table.payMin} and ${table.payUnit} in ('hour', 'week', 'month', 'year'))`,
    ),
  ],
);

/** What visitors send. Emails are stored lower-cased; passwords only as scrypt hashes. */
const submitter = () => ({
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
});

export const applications = pgTable(
  'applications',
  {
    id: id(),
    postingId: integer('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'restrict' }),
    ...submitter(),
    passwordHash: text('password_hash').notNull(),
    content: text('content').notNull(),
    ...attachments(),
    /**
     * When the applicant withdrew it (issue 52): hidden from staff's lists at once, kept for the
     * careers rules' three years from sending, then deleted like any other.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('applications_email_idx').on(table.email)],
);

/** General (inquiry_type 1) and vendor (2) inquiries; progress 1 pending, 2 answered. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: id(),
    inquiryType: smallint('inquiry_type').notNull(),
    category: smallint('category'),
    title: text('title').notNull(),
    ...submitter(),
    passwordHash: text('password_hash').notNull(),
    content: text('content').notNull(),
    ...attachments(),
    progress: smallint('progress').notNull().default(1),
    answer: text('answer').notNull().default(''),
    answerDate: timestamp('answer_date', { withTimezone: true }),
    /** The language the visitor wrote in: the answer's notice is mailed in it (issue 37). */
    locale: text('locale', { enum: ['ko', 'en'] }).notNull().default('ko'),
    createdAt: createdAt(),
  },
  (table) => [index('inquiries_email_idx').on(table.email)],
);

/** Food-court tenant applications. */
export const tenantApplications = pgTable('tenant_applications', {
  id: id(),
  ...submitter(),
  storename: text('storename').notNull().default(''),
  address: text('address').notNull(),
  businessType: text('business_type').notNull().default(''),
  ...attachments(),
  createdAt: createdAt(),
});

/** Select options (spec: location, city, productcategory, jobtype, careertype); value 0 = entire. */
export const commonCodes = pgTable(
  'common_codes',
  {
    id: id(),
    kind: text('kind', { enum: ['location', 'city', 'productcategory', 'jobtype', 'careertype'] }).notNull(),
    value: integer('value').notNull(),
    labelKo: text('label_ko').notNull(),
    labelEn: text('label_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('common_codes_kind_value_idx').on(table.kind, table.value)],
);

/** Staff who sign in to /admin; what each role may do is lib/admin/permissions.ts. */
export const staffUsers = pgTable('staff_users', {
  id: id(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['admin', 'editor', 'hr', 'support'] }).notNull().default('editor'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  /**
   * Two-factor sign-in (issue 37): the authenticator app's secret (base32), kept from the moment
   * enrolment starts; it counts once `totpEnabledAt` is set. `totpLastStep` is the last 30-second
   * step a code was accepted for: a code is never accepted twice.
   */
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  totpLastStep: integer('totp_last_step'),
  /** Mail about new inquiries and applications the role reads (issue 37): one each, a daily digest, or none; in `mailLocale`. */
  notify: text('notify', { enum: ['each', 'digest', 'off'] }).notNull().default('each'),
  mailLocale: text('mail_locale', { enum: ['ko', 'en'] }).notNull().default('ko'),
});

/** The ten single-use recovery codes of an account's second factor; only their SHA-256 is kept. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: id(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('staff_recovery_codes_staff_idx').on(table.staffId)],
);

/**
 * A staff sign-in. The cookie holds a random token; only its SHA-256 is kept here, so a copy of
 * the database opens no session. Ends when idle too long, when old, or when revoked.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    address: text('address').notNull().default(''),
    /** A sign-in whose password was right but that still owes its second factor (or, an admin's, its enrolment): it opens nothing else. */
    pending: text('pending', { enum: ['second-factor', 'enrol'] }),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

/**
 * A store's hours on one day, instead of its weekly hours (issue 37): a holiday closed (no
 * hours), or other hours; for one store, or for every store (no slug), where a store's own day
 * wins. Minutes after midnight, store-local, as the weekly hours (lib/content/stores.ts).
 */
export const storeSpecialHours = pgTable(
  'store_special_hours',
  {
    id: id(),
    storeSlug: text('store_slug'),
    day: date('day', { mode: 'string' }).notNull(),
    opens: smallint('opens'),
    closes: smallint('closes'),
    note: text('note').notNull().default(''),
    noteEng: text('note_eng').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    unique('store_special_hours_store_day_unique').on(table.storeSlug, table.day).nullsNotDistinct(),
    check('store_special_hours_hours_check', sql`(${table.opens} is null) = (${table.closes} is null)`),
  ],
);

/**
 * What staff keep up to date about a store (issue 37), one row a store of lib/content/stores.ts,
 * which says who the store is. Filled with the stores' first details when a database is migrated.
 */
/**
 * The revisions of what staff keep about the stores (issue 51): a store's details after each
 * save (`details`, by its slug), and a day's special hours after each change (`special-hours`, by
 * the store's slug or null for every store, and the day; `data` null when the day was cleared).
 */
export const storeRevisions = pgTable(
  'store_revisions',
  {
    id: id(),
    subject: text('subject', { enum: ['details', 'special-hours'] }).notNull(),
    storeSlug: text('store_slug'),
    day: date('day', { mode: 'string' }),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    data: jsonb('data').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (table) => [index('store_revisions_store_idx').on(table.storeSlug, table.id)],
);

export const storeDetails = pgTable('store_details', {
  storeSlug: text('store_slug').primaryKey(),
  address: text('address').notNull(),
  zipcode: text('zipcode').notNull(),
  tel: text('tel').notNull(),
  week: jsonb('week').$type<WeekHours>().notNull(),
  food: boolean('food').notNull().default(false),
  foodList: jsonb('food_list').$type<string[]>().notNull().default([]),
  foodListEng: jsonb('food_list_eng').$type<string[]>().notNull().default([]),
  snack: boolean('snack').notNull().default(false),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  photos: jsonb('photos').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who did what to which record, when and from where (staff writes, and reads of private records). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subjectKind: text('subject_kind').notNull().default(''),
    subjectId: integer('subject_id'),
    detail: text('detail').notNull().default(''),
    address: text('address').notNull().default(''),
    createdAt: createdAt(),
  },
  // By subject: the dashboard asks which records no one has opened yet (issue 37).
  (table) => [index('audit_log_created_at_idx').on(table.createdAt), index('audit_log_subject_idx').on(table.subjectKind, table.subjectId)],
);

/**
 * Every save of a published kind's record (issue 36): who, when, what was done, and the record's
 * columns after it, so any two can be compared and one restored. Kept with the record; removed
 * with it when it leaves the trash for good.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: id(),
    kind: text('kind', { enum: RECORD_KINDS }).notNull(),
    recordId: integer('record_id').notNull(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('revisions_record_idx').on(table.kind, table.recordId, table.id)],
);

/**
 * Who has a record's form open (issue 51): each open page's heartbeat, one row per staff member
 * and record, read as "also editing" while recent; rows of a day ago are cleared as others beat.
 */
export const recordPresence = pgTable(
  'record_presence',
  {
    kind: text('kind', { enum: RECORD_KINDS }).notNull(),
    recordId: integer('record_id').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    seenAt: moment('seen_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.recordId, table.staffId] }), index('record_presence_seen_idx').on(table.seenAt)],
);

/**
 * A change to a published record prepared beside it (issue 51): the revision (action `prepare`)
 * holding the record as it will be, applied now or at `publishAt` (null: when staff say), then
 * removed. One a record: a newer prepared save replaces it.
 */
export const preparedChanges = pgTable(
  'prepared_changes',
  {
    kind: text('kind', { enum: RECORD_KINDS }).notNull(),
    recordId: integer('record_id').notNull(),
    revisionId: integer('revision_id')
      .notNull()
      .references(() => revisions.id, { onDelete: 'cascade' }),
    publishAt: moment('publish_at'),
    scheduledBy: integer('scheduled_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.kind, table.recordId] }), index('prepared_changes_due_idx').on(table.publishAt)],
);

/**
 * Every mail the site sends (issue 37), written in the same transaction as what it tells of and
 * sent later by the mail worker (lib/server/mail/): retried with backoff, never sent again once
 * sent. `key` names what the mail is about, so the same news is never queued twice.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: id(),
    key: text('key').notNull().unique(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The HTML part beside the text (the weekly ad); '' for a plain-text mail. */
    html: text('html').notNull().default(''),
    /** Headers of its own (the weekly ad's List-Unsubscribe, RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** 0 a mail someone waits for (an answer, a confirmation); 1 the weekly ad, sent after them. */
    priority: smallint('priority').notNull().default(0),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker is sending it until then; past it, the send is taken as failed and tried again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The claiming worker's own token: only it may mark the mail sent or failed. */
    claimToken: text('claim_token'),
    lastError: text('last_error').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('mail_queue_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('mail_queue_order_idx').on(table.priority, table.id).where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * Shoppers who asked for the weekly ad by e-mail (issue 53): their address, store, language and
 * the editions they read. Pending until the link of the confirmation mail is followed (double
 * opt-in); `consent` keeps the proof of what they agreed to, where and when. `linkKey` is part of
 * every link mailed to them (lib/server/services/weekly-ad.ts): a new key voids the old links.
 */
export const weeklyAdSubscribers = pgTable(
  'weekly_ad_subscribers',
  {
    id: id(),
    email: text('email').notNull().unique(),
    storeSlug: text('store_slug').notNull(),
    language: text('language', { enum: ['ko', 'en', 'both'] }).notNull(),
    editions: text('editions').array().$type<Edition[]>().notNull(),
    /** Items to watch, as the flyer search reads them ("고추장", "gochujang", "mango"): each mail puts their matches first. */
    watches: text('watches').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull().default('pending'),
    consent: jsonb('consent').$type<{ at: string; address: string; page: string; text: string; locale: string }>().notNull(),
    linkKey: text('link_key').notNull(),
    confirmedAt: moment('confirmed_at'),
    unsubscribedAt: moment('unsubscribed_at'),
    createdAt: createdAt(),
  },
  (table) => [index('weekly_ad_subscribers_store_idx').on(table.storeSlug).where(sql`${table.status} = 'confirmed'`)],
);

/**
 * Each sale's weekly ad mail (issue 53): a row the moment the sale was found public, written with
 * its mails in one transaction, so a sale is mailed once, whatever is corrected or published again.
 */
export const weeklyAdSends = pgTable('weekly_ad_sends', {
  saleId: integer('sale_id')
    .primaryKey()
    .references(() => sales.id, { onDelete: 'cascade' }),
  location: smallint('location').notNull(),
  recipients: integer('recipients').notNull(),
  createdAt: createdAt(),
});

export type CodeKind = (typeof commonCodes.$inferSelect)['kind'];
