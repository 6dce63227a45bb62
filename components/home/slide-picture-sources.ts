import { getImageProps } from 'next/image';
import type { SlidePicture } from '@/lib/home/slide-view';

/** A slide's pictures through the image optimizer: each screen fetches the size it draws. */
export interface SlidePictureSources {
  /** The wide picture, for screens held sideways, and the fallback. */
  src: string;
  srcSet: string;
  /** The tall picture's sizes, for phones held upright. */
  portraitSrcSet: string;
  sizes: string;
}

/** Slides span the window's width. */
const SIZES = '100vw';

const sizesOf = (src: string) => getImageProps({ src, alt: '', fill: true, sizes: SIZES }).props;

/**
 * The optimizer's sizes of a slide's pictures, made on the server so the slider ships no image
 * code. Staff upload slides at any size (a phone was sent the whole file, 20 kB for the demo's
 * and megabytes for a camera's); the optimizer sends a phone 750 px in AVIF (14 kB).
 */
export function slidePictureSources(picture: SlidePicture): SlidePictureSources {
  const wide = sizesOf(picture.landscape);
  return { src: wide.src, srcSet: wide.srcSet ?? '', portraitSrcSet: sizesOf(picture.portrait).srcSet ?? '', sizes: SIZES };
}
