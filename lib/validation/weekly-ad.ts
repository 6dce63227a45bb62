import * as yup from 'yup';
import { EDITIONS, type Edition } from '@/lib/sale/items';
import { choosableStore } from '@/lib/stores/my-store';
import { WEEKLY_AD_EXCLUSIONS } from '@/lib/content/stores';
import { readQuery } from '@/lib/sale/sale-search';
import { emailField } from './fields';

/** The most items a subscriber may watch: a shopping list's worth, not a catalogue. */
export const WATCHES_MAX = 20;

/** Watched items as typed, one a line, trimmed; blank lines and repeats (any case) dropped. */
export function watchesOf(text: string): string[] {
  const watched = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.normalize('NFC').trim();
    if (trimmed && !watched.has(trimmed.toLowerCase())) watched.set(trimmed.toLowerCase(), trimmed);
  }
  return [...watched.values()];
}

/** The languages a weekly ad mail can be written in: one, or both side by side. */
export const AD_LANGUAGES = ['ko', 'en', 'both'] as const;
export type AdLanguage = (typeof AD_LANGUAGES)[number];

/** What a shopper chooses about their weekly ad (sign-up and the settings a mail links to). */
const choices = {
  store: yup
    .string()
    .required('adStore')
    .test('store', 'adStore', (slug) => choosableStore(slug) !== null)
    // Silver Spring and Herndon are in no weekly ad (store-facts.md): nothing would ever be sent.
    .test('in-ad', 'adStoreExcluded', (slug) => !WEEKLY_AD_EXCLUSIONS[slug]),
  language: yup.string().oneOf(AD_LANGUAGES, 'adLanguage').required('adLanguage'),
  editions: yup
    .array(yup.string().oneOf(EDITIONS, 'adEditions').required())
    .min(1, 'adEditions')
    .required('adEditions')
    .transform((value: Edition[]) => EDITIONS.filter((edition) => value.includes(edition))),
};

/** The weekly ad's settings, as the form and the server read them (a form sends checkboxes as repeated fields). */
export const weeklyAdSettingsSchema = yup.object({
  ...choices,
  /** One a line: at most WATCHES_MAX, each a search the flyer search can read (1-60 characters, no control characters). */
  watches: yup
    .string()
    .default('')
    .test('count', 'adWatchesTooMany', (text) => watchesOf(text ?? '').length <= WATCHES_MAX)
    .test('each', 'adWatchesLine', (text) => watchesOf(text ?? '').every((watch) => 'query' in readQuery(watch))),
});

/** The sign-up form: an address and the settings. */
export const weeklyAdSignUpSchema = yup.object({ email: emailField(), ...choices });

export type WeeklyAdSettings = yup.InferType<typeof weeklyAdSettingsSchema>;
export type WeeklyAdSignUp = yup.InferType<typeof weeklyAdSignUpSchema>;

/** A posted form's fields as the schemas read them: the editions checked, every other field once. */
export function weeklyAdFields(form: FormData): Record<string, unknown> {
  const one = (name: string) => (typeof form.get(name) === 'string' ? form.get(name) : undefined);
  return { email: one('email'), store: one('store'), language: one('language'), editions: form.getAll('editions').filter((value) => typeof value === 'string'), watches: one('watches') };
}
