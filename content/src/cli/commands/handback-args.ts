/** Arguments of `export` and `import`: positional words, valued options (`--out FILE`) and switches. */
import type { TranslateFunction } from '@polyhedral/i18n';

export interface HandbackArgs {
  words: string[];
  values: Map<string, string>;
  switches: Set<string>;
}

export function parseHandbackArgs(
  args: readonly string[],
  valued: readonly string[],
  switches: readonly string[],
  t: TranslateFunction,
): { ok: true; args: HandbackArgs } | { ok: false; error: string } {
  const parsed: HandbackArgs = { words: [], values: new Map(), switches: new Set() };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (valued.includes(arg)) {
      const value = args[index + 1];
      if (value === undefined || (value.startsWith('-') && value !== '-')) {
        return { ok: false, error: t('handback.error.option-value', { option: arg }) };
      }
      parsed.values.set(arg, value);
      index += 1;
    } else if (switches.includes(arg)) parsed.switches.add(arg);
    else if (arg.startsWith('-') && arg !== '-') {
      return { ok: false, error: t('cli.content.error.unknown-option', { option: arg }) };
    } else parsed.words.push(arg);
  }
  return { ok: true, args: parsed };
}
