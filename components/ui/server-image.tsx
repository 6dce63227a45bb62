import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

/**
 * next/image's picture for a server component: the same `<img>` with its srcset from the image
 * optimizer, without next/image's client component, whose code (about 6 kB gzipped) would ship
 * to every page that shows one. `preload` (a page's main picture) is announced in the head
 * with its srcset and a high priority, as next/image does. Client components keep next/image.
 */
export function ServerImage({ preload = false, ...props }: Omit<ImageProps, 'priority' | 'onLoad' | 'onError' | 'placeholder'>) {
  // The main picture is also fetched first among the page's images.
  const { props: img } = getImageProps({ fetchPriority: preload ? 'high' : undefined, ...props, preload });
  if (preload) {
    preloadResource(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  }
  // getImageProps always gives alt (it is required of the caller); the rule cannot see through the spread.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...img} />;
}
