import type { AppLocale } from '@/lib/i18n/routing';
import type { MainVisual } from '@/lib/server/services/slides';
import { pickText, type PickedText } from '@/lib/i18n/in-language';
import { videoEmbed, type VideoEmbed } from './video-embed';
import { departmentHref, departmentOfTab } from '@/lib/content/product-departments';

/** The picture for each screen shape: phones held upright get the tall one. */
export interface SlidePicture {
  landscape: string;
  portrait: string;
}

/** Title and text each say their language when no translation was written (they may differ). */
export interface SlideOverlay {
  title: PickedText;
  text: PickedText;
  color: string;
}

interface SlideBase {
  id: number;
  href: string | null;
  /** What the slide is (a picture's alternative text, a video's name). */
  label: string;
  lang?: AppLocale;
}

export type SlideView =
  | (SlideBase & { kind: 'picture'; picture: SlidePicture; overlay: SlideOverlay | null })
  | (SlideBase & { kind: 'video'; embed: VideoEmbed | null; file: string | null; autoplay: boolean });

export interface SlideNames {
  /** A product department's name by its category, 1..5. */
  category: (category: number) => string | null;
  /** A video slide's name. */
  video: string;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const WHITE = '#ffffff';

/** One of the two pictures, or the other when only one was uploaded. */
function pictureOf(landscape: string | null, portrait: string | null): SlidePicture | null {
  const wide = landscape ?? portrait;
  const tall = portrait ?? landscape;
  return wide && tall ? { landscape: wide, portrait: tall } : null;
}

/** A slide's link: an address on this site, or an https page elsewhere; nothing else. */
function safeLink(url: string): string | null {
  const value = url.trim();
  if (/^\/(?!\/)/.test(value)) return value;
  return /^https:\/\/[^\s/]+/.test(value) ? value : null;
}

/**
 * What the home slider shows for a slide of the spec's main visual list (section 3), in the
 * page's language: advertisements link to their deal and have a picture per language; images
 * link to their product department and may carry overlay text in a colour of their own; videos
 * play a YouTube or Vimeo frame, or the uploaded file. A slide with nothing to show is left out.
 */
export function slideView(slide: MainVisual, locale: AppLocale, names: SlideNames): SlideView | null {
  if (slide.visual_tp === 1) {
    const { adv } = slide;
    const english = locale === 'en';
    const picture = pictureOf(
      (english ? adv.image_pc_en : null) ?? adv.image_pc_ko ?? adv.image_pc_en,
      (english ? adv.image_mobile_en : null) ?? adv.image_mobile_ko ?? adv.image_mobile_en,
    );
    if (!picture) return null;
    const title = pickText(locale, adv.event_title, adv.event_title_en);
    return {
      id: slide.id,
      kind: 'picture',
      picture,
      href: adv.event_id ? `/event/${adv.event_id}` : null,
      label: title.text,
      lang: title.lang,
      overlay: null,
    };
  }
  if (slide.visual_tp === 2) {
    const { img } = slide;
    const picture = pictureOf(img.image_pc, img.image_mobile);
    if (!picture) return null;
    const department = img.category ? names.category(img.category) : null;
    const departmentOf = img.category ? departmentOfTab(img.category) : undefined;
    const title = pickText(locale, img.main_text_ko, img.main_text_en);
    const text = pickText(locale, img.text_ko, img.text_en);
    const overlay =
      img.text_yn && (title.text || text.text)
        ? { title, text, color: HEX_COLOUR.test(img.text_color) ? img.text_color : WHITE }
        : null;
    return {
      id: slide.id,
      kind: 'picture',
      picture,
      href: departmentOf ? departmentHref(departmentOf) : null,
      label: overlay?.title.text || department || '',
      lang: overlay?.title.text ? overlay.title.lang : undefined,
      overlay,
    };
  }
  const { vd } = slide;
  const embed = videoEmbed(vd.video_url, vd.autoplay_yn);
  if (!embed && !vd.video_file) return null;
  return { id: slide.id, kind: 'video', embed, file: embed ? null : vd.video_file, autoplay: vd.autoplay_yn, href: safeLink(vd.link_url), label: names.video };
}
