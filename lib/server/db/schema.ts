import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Staff notices (spec section 3: id, title, created_at, content), in Korean and English. */
export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    titleEng: text('title_eng').notNull().default(''),
    content: text('content').notNull().default(''),
    contentEng: text('content_eng').notNull().default(''),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('announcements_created_at_idx').on(table.createdAt)],
);
