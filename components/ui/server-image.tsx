import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's picture for a server component: the same `<img>` with its srcset from the image
 * optimizer, without next/image's client component, whose code (about 5 kB gzipped) would ship
 * to every page that shows one. Client components keep next/image.
 *
 * `preload` (a page's main picture) is announced with its srcset and a high priority, as
 * next/image does, but as a `<link>` in the tree (React moves it to the head) and not through
 * react-dom's `preload()`: a server-side call travels in the page's router payload as a hint the
 * browser acts on at once, so prefetching a link to a deal downloaded the deal's picture.
 */
export function ServerImage({ preload = false, ...props }: Omit<ImageProps, 'priority' | 'onLoad' | 'onError' | 'placeholder'>) {
  // The main picture is also fetched first among the page's images.
  const { props: img } = getImageProps({ fetchPriority: preload ? 'high' : undefined, ...props, preload });
  return (
    <>
      {preload ? <link rel="preload" as="image" href={img.srcSet ? undefined : img.src} imageSrcSet={img.srcSet} imageSizes={img.sizes} fetchPriority="high" /> : null}
      {/* getImageProps always gives alt (the caller must); the rule cannot see through the spread. */}
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text */}
      <img {...img} />
    </>
  );
}
