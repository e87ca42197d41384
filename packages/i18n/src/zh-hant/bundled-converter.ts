import { createZhHantConverter } from './create-converter.ts';
import type { ZhHantConverter } from './types.ts';
import { zhHantData } from './zh-hant-data.ts';

let bundledConverter: ZhHantConverter | undefined;

/** The converter over the bundled glossary, name overrides and word corrections, built on first use. */
export function zhHantConverter(): ZhHantConverter {
  bundledConverter ??= createZhHantConverter(zhHantData);
  return bundledConverter;
}
