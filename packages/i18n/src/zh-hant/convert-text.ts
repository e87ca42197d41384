import { zhHantConverter } from './bundled-converter.ts';

/** Simplified Chinese -> Traditional Chinese (Taiwan) with the bundled data (create-converter.ts). */
export function convertText(simplified: string): string {
  return zhHantConverter().convertText(simplified);
}
