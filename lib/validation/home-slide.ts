import * as yup from 'yup';
import { videoOf } from '@/lib/home/video-embed';
import { optionalText } from './fields';
import { fileId, flag } from './staff-fields';

/** Spec section 3: a home slide is an advertisement (1), an image (2) or a video (3). */
export const SLIDE_TYPES = [1, 2, 3] as const;
/** The Products tab an image slide opens (1-5), or none (0). */
export const SLIDE_CATEGORIES = [0, 1, 2, 3, 4, 5] as const;

const whenType = (type: number, schema: yup.NumberSchema<number | undefined>, message: string) =>
  schema.test(`needed-for-${type}`, message, function needed(value) {
    return this.parent.visual_tp !== type || value !== undefined;
  });

/**
 * Where a slide's "more" link may go: a web address (http, https) or a page of this site by its
 * path ("/event/41", shown in the visitor's language). Never "//host" (another site without a
 * scheme) nor a backslash, which browsers read as a slash.
 */
export function isSlideLink(value: string): boolean {
  if (/^\/(?![/\\])[^\s\\]*$/.test(value)) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const webAddress = () => optionalText(500).test('web', 'invalidUrl', (value) => !value || isSlideLink(value));

/** A home slide in the back office: its type and every field of spec section 3 for it. */
export const homeSlideSchema = yup.object({
  visual_tp: yup
    .number()
    .transform((_value, original: unknown) => (/^[123]$/.test(String(original ?? '')) ? Number(original) : Number.NaN))
    .typeError('required')
    .required('required'),
  /** Shown on the home page (the slide's `active`): RecordForm sends every record's box as `published`. */
  published: flag(),
  adv_event_id: fileId(),
  adv_image_pc_ko: whenType(1, fileId(), 'imageRequired'),
  adv_image_mobile_ko: whenType(1, fileId(), 'imageRequired'),
  adv_image_pc_en: fileId(),
  adv_image_mobile_en: fileId(),
  img_text_yn: flag(),
  img_main_text_ko: optionalText(100),
  img_main_text_en: optionalText(100),
  img_text_ko: optionalText(200),
  img_text_en: optionalText(200),
  img_text_color: yup
    .string()
    .trim()
    .default('#ffffff')
    .transform((value: string) => value || '#ffffff')
    .matches(/^#[0-9a-fA-F]{6}$/, 'invalidValue'),
  img_image_pc: whenType(2, fileId(), 'imageRequired'),
  img_image_mobile: whenType(2, fileId(), 'imageRequired'),
  img_category: yup
    .number()
    .transform((_value, original: unknown) => (original === undefined || original === '' ? 0 : /^\d$/.test(String(original)) ? Number(original) : Number.NaN))
    .typeError('invalidValue')
    .oneOf([...SLIDE_CATEGORIES], 'invalidValue')
    .default(0),
  vd_link_url: webAddress(),
  vd_video_url: optionalText(500).test('player', 'videoAddress', (value) => !value || videoOf(value) !== null),
  vd_video_file: fileId().test('video-needed', 'videoRequired', function needed(value) {
    return this.parent.visual_tp !== 3 || value !== undefined || Boolean(this.parent.vd_video_url);
  }),
  vd_autoplay_yn: flag(),
});

export type HomeSlideInput = yup.InferType<typeof homeSlideSchema>;
