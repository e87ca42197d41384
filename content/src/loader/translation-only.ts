/**
 * content/translation-only.yaml: section IDs that exist in a translation but not in English
 * (for example the Thai "Player or DM?" section). `pnpm content check` accepts these IDs in
 * that locale only. A whole translation-only page can instead say `translationOnly: true` in
 * its front matter.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { RULE_ID_PATTERN } from '../front-matter/schema.ts';
import type { TranslatedLocale } from '../model/types.ts';

const idList = z.array(z.string().regex(RULE_ID_PATTERN)).default([]);
export const translationOnlySchema = z.object({ th: idList, zh: idList }).strict();

export const TRANSLATION_ONLY_FILE = 'translation-only.yaml';

/** Read the declared translation-only IDs per locale (an absent file declares none). */
export function loadTranslationOnly(root: string): Record<TranslatedLocale, Set<string>> {
  const file = path.join(root, TRANSLATION_ONLY_FILE);
  const raw = existsSync(file) ? parse(readFileSync(file, 'utf8')) : {};
  const lists = translationOnlySchema.parse(raw ?? {});
  return { th: new Set(lists.th), zh: new Set(lists.zh) };
}
