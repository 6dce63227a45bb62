'use client';

import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';

/**
 * A page's main picture (ServerImage with `main`), drawn as a client leaf: the server's HTML has
 * the `<img>` and, in its head, a high-priority preload with the srcset, as next/image gives. As
 * a server component's `<img>`, React would put that preload in the router payload too, and a
 * prefetch of a link to the page (a deal in a list) would download the picture unasked.
 */
export function MainImage({ alt, ...img }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps
  return <img alt={alt} {...img} />;
}
