// subset-font ships no types; the one call we make.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'truetype' | 'sfnt' | 'woff' | 'woff2' },
  ): Promise<Buffer>;
}
