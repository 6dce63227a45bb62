import { getImageProps } from 'next/image';

/** A picture's `<img>` sources from Next's image optimizer. */
export interface OptimizedImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

/**
 * A picture's sources, made where next/image may run (a server component, or a script fetched on
 * demand), so a client component of a page's first load draws a plain `<img>` without next/image's
 * client code (about 6 kB compressed).
 */
export function optimizedImage(src: string, { width, height, sizes }: { width: number; height: number; sizes?: string }): OptimizedImage {
  const { props } = getImageProps({ src, alt: '', width, height, sizes });
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes, width: Number(props.width), height: Number(props.height) };
}
