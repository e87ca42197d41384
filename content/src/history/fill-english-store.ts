/**
 * Bring the stamped-English store in line with the stamps: store the English text of every hash a
 * translation records (the working tree's English when it still has that hash, else git history)
 * and remove stored texts no stamp names. `pnpm content store` runs it; stamp keeps the store
 * current on its own, so this is for stamps made before the store existed or by hand.
 */
import type { ContentModel } from '../model/types.ts';
import { TRANSLATED_LOCALES } from '../model/types.ts';
import { recordedHash } from '../resolve/is-stale.ts';
import { hashedText, pruneEnglishStore, readStoredEnglish, storeEnglish } from './english-store.ts';
import { englishFromGitHistory } from './stamped-english.ts';

export interface FillEnglishStoreResult {
  stored: string[];
  /** Stamps whose English text was found nowhere: locale, ID and hash. */
  missing: { locale: string; id: string; hash: string }[];
  /** Hashes removed (no stamp names them). */
  pruned: string[];
}

export function fillEnglishStore(model: ContentModel): FillEnglishStoreResult {
  const result: FillEnglishStoreResult = { stored: [], missing: [], pruned: [] };
  const referenced = new Set<string>();
  for (const [id, entry] of model.sections) {
    const english = entry.en;
    if (!english) continue;
    for (const locale of TRANSLATED_LOCALES) {
      const hash = recordedHash(model, locale, id);
      if (!hash) continue;
      referenced.add(hash);
      if (readStoredEnglish(model.root, hash) !== null) continue;
      let text: string | null = null;
      if (hash === english.hash) text = hashedText(english);
      else {
        const old = englishFromGitHistory(model, id, hash);
        if (old.found) text = old.hashedText;
      }
      if (text === null) {
        result.missing.push({ locale, id, hash });
        continue;
      }
      if (storeEnglish(model.root, text) === hash) result.stored.push(hash);
      else result.missing.push({ locale, id, hash });
    }
  }
  result.pruned = pruneEnglishStore(model.root, referenced);
  return result;
}
