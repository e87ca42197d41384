/**
 * Faults put into a copy of the content tree, so the review editor's parity with `content check` is
 * shown on findings too: per locale (th, zh, a zh-hant hand-written section) a changed number, a
 * missing dice expression, an avoided rendering, an unclosed fence, a broken rule link and (th, zh)
 * a printed chapter. Node, for tests and the `review-parity` script.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { convertedText, saveDerivedSection } from '../derive/save-derived-section.ts';
import type { ContentCode } from '../findings/messages.ts';
import { copyContentData } from '../loader/content-data.ts';
import { loadContent } from '../loader/load-content.ts';
import type { ContentModel, ReaderLocale, Section } from '../model/types.ts';
import { glossaryOfLocale } from '../qa/glossary-of-locale.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';

export type FaultKind = 'number' | 'dice' | 'avoided' | 'unclosed' | 'rule-link' | 'chapter';

/** The problem (code) each fault must bring out (beside any others it causes). */
export const FAULT_CODES: Readonly<Record<FaultKind, ContentCode>> = {
  number: 'content.qa.number-changed',
  dice: 'content.qa.dice-missing',
  avoided: 'content.qa.term-avoided',
  unclosed: 'content.block.unclosed',
  'rule-link': 'content.link.unknown-rule',
  chapter: 'content.text.printed-chapter',
};

const PRINTED: Readonly<Record<string, string>> = { th: 'บทที่ 3', zh: '第3章' };

/** A line of prose (not a heading, table, directive, list, quote, HTML or link-heavy line). */
function isProse(line: string): boolean {
  return /\S/.test(line) && !/^\s*([#|:<>]|[*+-]\s|\d+\.|```|~~~)/.test(line) && !line.includes('](');
}

function lastProseLine(lines: string[]): number {
  for (let at = lines.length - 1; at > 0; at -= 1) if (isProse(lines[at]!)) return at;
  return -1;
}

/** The text with the fault, or null when this section offers no place for it. */
export function withFault(markdown: string, kind: FaultKind, locale: ReaderLocale): string | null {
  const lines = markdown.split('\n');
  if (kind === 'number' || kind === 'dice') {
    const pattern = kind === 'number' ? /(?<![\w.,])(\d{1,3})(?![\w.,])/ : /(?<![\w.])\d*d\d+(?![\w.])/;
    const at = lines.findIndex((line, index) => index > 0 && isProse(line) && pattern.test(line));
    if (at < 0) return null;
    const found = pattern.exec(lines[at]!)![0];
    if (kind === 'number') {
      lines[at] = lines[at]!.replace(pattern, String(Number(found) + 1));
      return lines.join('\n');
    }
    // Every use of the dice expression goes (another use would still hold it).
    const text = lines.join('\n').split(found).join('');
    return text;
  }
  if (kind === 'avoided') {
    const form = glossaryOfLocale(locale).terms.find((term) => term.avoid.length > 0)?.avoid[0];
    const at = lastProseLine(lines);
    if (!form || at < 0) return null;
    lines[at] = `${lines[at]} ${form}`;
    return lines.join('\n');
  }
  if (kind === 'chapter') {
    const at = lastProseLine(lines);
    if (!PRINTED[locale] || at < 0) return null;
    lines[at] = `${lines[at]} ${PRINTED[locale]}`;
    return lines.join('\n');
  }
  if (kind === 'rule-link') {
    const link = /\]\(rule:([A-Za-z0-9]+)\)/.exec(markdown);
    return link ? markdown.replace(link[0], `](rule:${link[1]}NoSuchRule)`) : null;
  }
  return `${markdown}\n\n\`\`\`\n`;
}

/** A copy of the content tree's data (not its code or tests) in a temporary folder. */
export function copyContentTree(root: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'polyhedral-parity-'));
  copyContentData(root, copy);
  return copy;
}

function replaceInFile(root: string, section: Section, markdown: string): void {
  const file = path.join(root, section.file);
  const source = readFileSync(file, 'utf8');
  const at = source.lastIndexOf(section.markdown);
  writeFileSync(file, source.slice(0, at) + markdown + source.slice(at + section.markdown.length));
}

function isLastOfFile(model: ContentModel, section: Section): boolean {
  const file = model.files.find((candidate) => candidate.file === section.file);
  return file?.sections.at(-1)?.id === section.id;
}

/** Candidate sections of a locale: translated, with English, not an intro. */
function candidates(model: ContentModel, locale: 'th' | 'zh'): Section[] {
  return [...model.sections.values()].flatMap((entry) =>
    entry.en && entry[locale] && !entry[locale].intro ? [entry[locale]] : [],
  );
}

export interface InjectedFault {
  locale: ReaderLocale;
  id: string;
  kind: FaultKind;
}

/** Put the faults into the tree at `root` (a copy): what was put where. */
export function injectFaults(root: string): InjectedFault[] {
  const injected: InjectedFault[] = [];
  const model = loadContent({ root });
  for (const locale of ['th', 'zh'] as const) {
    const used = new Set<string>();
    for (const kind of Object.keys(FAULT_CODES) as FaultKind[]) {
      for (const section of candidates(model, locale)) {
        if (used.has(section.file)) continue;
        if (kind === 'unclosed' && !isLastOfFile(model, section)) continue;
        const faulty = withFault(section.markdown, kind, locale);
        if (faulty === null) continue;
        replaceInFile(root, section, faulty);
        // One fault per file: the sections' places in the file stay where the model has them.
        used.add(section.file);
        injected.push({ locale, id: section.id, kind });
        break;
      }
    }
  }
  // zh-hant: one section written by hand (through the writer), then given every fault it can take.
  const after = loadContent({ root });
  const usedFiles = new Set(injected.map((fault) => after.sections.get(fault.id)?.zh?.file));
  for (const section of candidates(after, 'zh')) {
    // Its zh-hant file holds this one section: the unclosed fence is at its end.
    if (usedFiles.has(section.file)) continue;
    const generated = convertedText(after, 'zh-hant', section.id);
    if (generated === null) continue;
    let text = generated;
    const kinds: FaultKind[] = [];
    for (const kind of ['number', 'dice', 'avoided', 'rule-link'] as const) {
      const faulty = withFault(text, kind, 'zh-hant');
      if (faulty === null) continue;
      text = faulty;
      kinds.push(kind);
    }
    if (kinds.length < 3) continue;
    const saved = saveDerivedSection(after, 'zh-hant', section.id, text, {
      base: sectionTextHash(generated),
    });
    if (!saved.ok) {
      if (process.env.PARITY_DEBUG) console.error(section.id, kinds, saved.refusal);
      continue;
    }
    const written = loadContent({ root }).sections.get(section.id)?.['zh-hant'];
    if (!written) continue;
    replaceInFile(root, written, withFault(written.markdown, 'unclosed', 'zh-hant')!);
    for (const kind of [...kinds, 'unclosed' as const])
      injected.push({ locale: 'zh-hant', id: section.id, kind });
    break;
  }
  return injected;
}
