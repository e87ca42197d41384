/**
 * content/translation-only.yaml: section IDs that exist in a translation but not in English
 * (for example the Thai "Player or DM?" section). `pnpm content check` accepts these IDs in
 * that locale only. A whole translation-only page can instead say `translationOnly: true` in
 * its front matter.
 */
import * as z from 'zod/mini';
import { forEachTranslatedLocale, perTranslatedLocale } from '../config/per-translated-locale.ts';
import { readConfigFile } from '../config/read-config-file.ts';
import { problemKey } from '../config/yaml-problem.ts';
import type { Diagnostic } from '../findings/diagnostic.ts';
import { RULE_ID_PATTERN } from '../front-matter/schema.ts';
import type { TranslatedLocale } from '../model/types.ts';

const idList = z._default(z.array(z.string().check(z.regex(RULE_ID_PATTERN, problemKey('rule-id')))), []);
export const translationOnlySchema = perTranslatedLocale(idList);

export const TRANSLATION_ONLY_FILE = 'translation-only.yaml';

/**
 * Read the declared translation-only IDs per locale (an absent file declares none; a broken one
 * declares none and its problems come back as diagnostics).
 */
export function loadTranslationOnly(root: string): {
  ids: Record<TranslatedLocale, Set<string>>;
  diagnostics: Diagnostic[];
} {
  const { value, diagnostics } = readConfigFile(root, TRANSLATION_ONLY_FILE, translationOnlySchema, {
    absent: forEachTranslatedLocale(() => []),
  });
  return { ids: forEachTranslatedLocale((locale) => new Set(value?.[locale])), diagnostics };
}
