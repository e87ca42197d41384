/** Types for the two font libraries that ship none (used by integrations/fonts/subset-fonts.ts). */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'; noHinting?: boolean },
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer | Uint8Array, format: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Buffer>;
    detectFormat(font: Buffer | Uint8Array): string;
  };
  export default fontverter;
}
