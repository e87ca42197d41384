/**
 * OpenCC's Simplified Chinese (Mainland) -> Traditional Chinese (Taiwan, with Taiwan phrases)
 * conversion, `cn` -> `twp` (OpenCC's s2twp). Building it loads and indexes the dictionaries
 * (about a third of a second), so it is built once, on first use, and kept.
 */
import { Converter, type ConverterFunction } from 'opencc-js/cn2t';

let taiwanConverter: ConverterFunction | undefined;

/** The one cn -> twp converter of this process, built on first use. */
export function openccTaiwan(): ConverterFunction {
  taiwanConverter ??= Converter({ from: 'cn', to: 'twp' });
  return taiwanConverter;
}

/** `text` converted by OpenCC alone (cn -> twp): no glossary name or word correction applied. */
export function plainTaiwanConversion(text: string): string {
  return text === '' ? '' : openccTaiwan()(text);
}
