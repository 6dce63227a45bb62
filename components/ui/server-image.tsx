import { getImageProps, type ImageProps } from 'next/image';
import { MainImage } from './main-image';

type ServerImageProps = Omit<ImageProps, 'priority' | 'preload' | 'loading' | 'fetchPriority' | 'onLoad' | 'onError' | 'placeholder'> & {
  alt: string;
  /** A page's main picture: loaded at once, first among its images, and preloaded in the head. */
  main?: boolean;
};

/**
 * next/image's picture for a server component: the same `<img>` with its srcset from the image
 * optimizer, without next/image's client component, whose code (about 6 kB gzipped) would ship
 * to every page that shows one (a client component draws sources from `optimizedImage` or takes
 * a ServerImage as a child instead). Other pictures than the main
 * one are lazy, which also keeps React from hinting them in the router payload (main-image.tsx).
 */
export function ServerImage({ main = false, ...props }: ServerImageProps) {
  const { props: img } = getImageProps({ ...props, loading: main ? 'eager' : 'lazy', fetchPriority: main ? 'high' : undefined });
  // getImageProps always gives alt (the caller must); the rule cannot see through the spread.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return main ? <MainImage {...img} alt={props.alt} /> : <img {...img} />;
}
