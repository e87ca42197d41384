/**
 * Sections the tests work on, picked from the loaded content (not hard-coded, so the tests keep
 * working as translations change): a draft with no QA error whose English has a number the
 * translation writes once, in ASCII digits, and a current translation whose English has a sentence.
 */
import {
  type ContentFile,
  type ContentModel,
  isStale,
  loadContent,
  loadQaExceptions,
  qaSection,
  type TranslatedLocale,
} from '@polyhedral/content';

export interface DraftPick {
  id: string;
  /** A number of the English the translation writes as is, and its offset in the translation. */
  number: string;
  offset: number;
  markdown: string;
  file: string;
}

export function pickDraft(model: ContentModel, locale: TranslatedLocale): DraftPick {
  for (const [id, entry] of model.sections) {
    const local = entry[locale];
    const english = entry.en;
    if (!local || !english || local.review !== 'draft' || isStale(model, locale, id) || local.intro) continue;
    const qa = qaSection({
      id,
      locale,
      english: { markdown: english.markdown, depth: english.depth },
      translation: { markdown: local.markdown, depth: local.depth },
      exceptions: loadQaExceptions(model.root),
    });
    if (qa.some((finding) => finding.severity === 'error')) continue;
    const body = local.markdown.slice(local.markdown.indexOf('\n'));
    for (const match of english.markdown
      .slice(english.markdown.indexOf('\n'))
      .matchAll(/(?<![\d.,dD#])\d{1,3}(?![\d,.dD])/g)) {
      const number = match[0];
      const pattern = new RegExp(`(?<![\\d.,dD#])${number}(?![\\d,.dD])`, 'g');
      // Written once: changing it must leave the number missing.
      const all = [...local.markdown.matchAll(pattern)];
      const at = [...body.matchAll(pattern)][0];
      if (!at || all.length !== 1) continue;
      // The number must be prose, not part of a link, directive or table of the translation.
      const line = body.slice(body.lastIndexOf('\n', at.index) + 1, body.indexOf('\n', at.index));
      if (/[[\]{}|(]/.test(line)) continue;
      const offset = local.markdown.indexOf('\n') + at.index;
      return { id, number, offset, markdown: local.markdown, file: local.file };
    }
  }
  throw new Error(`no ${locale} draft section to test with`);
}

/** A translated, current section of `locale` whose English has a plain sentence to change. */
export function pickCurrent(
  model: ContentModel,
  locale: TranslatedLocale,
): { id: string; sentence: string; file: string } {
  for (const [id, entry] of model.sections) {
    const local = entry[locale];
    const english = entry.en;
    if (!local || !english || isStale(model, locale, id) || english.intro) continue;
    const sentence = /(?<=\n\n)[A-Z][a-z]+ [a-z]+ [a-z]+ [^\n[\]{}|*_`]*?\./.exec(english.markdown)?.[0];
    if (sentence) return { id, sentence, file: english.file };
  }
  throw new Error(`no current ${locale} section to test with`);
}

/** The Thai file of chapter page `name` in the content at `root` (the browser checks edit Combat's sections). */
export function thaiPageFile(root: string, name: string): ContentFile {
  const file = loadContent({ root }).files.find((file) => file.collection === 'th' && file.name === name);
  if (!file) throw new Error(`no Thai file of ${name}`);
  return file;
}
