/**
 * What traditional-chinese.built.ts's two checks over every built zh-hant page read of each
 * (dist/zh-hant/): the converted-by-machine note by page kind, and the Mainland words it shows.
 * The parsed trees come from the one pass over dist/ (built-pages-pass.ts).
 */
import { mainlandWordsIn, taiwanFormOf } from '@polyhedral/i18n/zh-hant';
import { keptTaiwanWords, mainlandPhrasesIn } from '@polyhedral/i18n/zh-hant/taiwan-phrases';
import type { Root } from 'hast';
import { attribute, firstElement, hasToken, isTag, visibleText } from '../../src/lib/built-html.ts';
import { pageKind } from '../browser/support/zh-hant-page-kinds.ts';

export interface ZhHantPages {
  /** The built zh-hant HTML files, under dist/zh-hant/. */
  files: number;
  /** Per page kind, the converted pages and those with the converted-by-machine note. */
  kinds: Map<string, { pages: number; noted: number }>;
  /** Converted pages without the note. */
  missing: string[];
  /** One line per page and Mainland word OpenCC keeps. */
  mainland: string[];
}

/** An empty tally, filled page by page with `zhHantPageOf`. */
export function newZhHantPages(): ZhHantPages {
  return { files: 0, kinds: new Map(), missing: [], mainland: [] };
}

let kept: ReturnType<typeof keptTaiwanWords> | undefined;

/** Adds one built page (`file` relative to dist/) to the tally if it is under dist/zh-hant/. */
export function zhHantPageOf(tally: ZhHantPages, distFile: string, tree: Root): void {
  if (!distFile.startsWith('zh-hant/')) return;
  const file = distFile.slice('zh-hant/'.length);
  tally.files += 1;
  kept ??= keptTaiwanWords();
  const text = visibleText(tree);
  for (const [word, count] of Object.entries(mainlandWordsIn(text)))
    tally.mainland.push(`${file}: ${word} ×${count}; Taiwan writes ${taiwanFormOf(word)}`);
  // OpenCC's phrase data both ways (TWPhrases, TWPhrasesRev), where the phrase is a word of the page.
  for (const { found, taiwan } of mainlandPhrasesIn(text, kept))
    tally.mainland.push(`${file}: ${found} (OpenCC's Taiwan phrases); Taiwan writes ${taiwan}`);
  // A section's redirect page (it only moves the reader on) and a playtest-only topic (its text
  // is English, under the playtest note) are not converted text.
  const redirect = firstElement(tree, (el) => isTag('meta')(el) && attribute(el, 'httpEquiv') === 'refresh');
  const english = firstElement(tree, (el) => hasToken(el, 'className', 'playtest-only'));
  if (redirect !== undefined || english !== undefined) return;
  const kind = pageKind(file);
  const count = tally.kinds.get(kind) ?? { pages: 0, noted: 0 };
  count.pages += 1;
  if (firstElement(tree, (el) => attribute(el, 'dataConvertedNotice') === 'zh') !== undefined)
    count.noted += 1;
  else tally.missing.push(file);
  tally.kinds.set(kind, count);
}
