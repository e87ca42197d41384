/**
 * What the zh-Hant conversion does to the repository's Simplified text: how much it converts, how
 * long that takes, which names and words it fixes, and twenty sentences side by side.
 *
 *   pnpm exec tsx tools/zh-hant-report.ts        (from packages/i18n)
 */
import {
  CJK_RUN,
  checkZhHantNames,
  convertMarkdown,
  convertMessages,
  convertText,
  findSecondNames,
  findWordsAsTermNames,
  openccTaiwan,
  plainTermNameZhHant,
  READER_FRONT_MATTER_FIELDS,
  termNameZhHant,
  wordCorrections,
  zhHantData,
  zhHantNameOverrides,
} from '@polyhedral/i18n/zh-hant';
import { Converter } from 'opencc-js/cn2t';
import { type ZhContentFile, zhContentFiles, zhMessageFiles } from './zh-sources.ts';

const SENTENCES = 20;

function timed<T>(work: () => T): [T, number] {
  const start = performance.now();
  const result = work();
  return [result, performance.now() - start];
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** Chinese characters in `zh`, and how many of them conversion changed (runs pair in order). */
function changedCharacters(zh: string, hant: string): { total: number; changed: number } {
  const zhRuns = zh.match(CJK_RUN) ?? [];
  const hantRuns = hant.match(CJK_RUN) ?? [];
  let total = 0;
  let changed = 0;
  zhRuns.forEach((run, index) => {
    const converted = hantRuns[index] ?? '';
    total += run.length;
    if (run.length !== converted.length) changed += Math.max(run.length, converted.length);
    else for (let at = 0; at < run.length; at++) if (run[at] !== converted[at]) changed += 1;
  });
  return { total, changed };
}

function frontMatterFields(files: readonly ZhContentFile[]): { field: string; ascii: boolean }[] {
  const fields = new Map<string, boolean>();
  for (const { text } of files) {
    const lines = text.split('\n');
    let field = '';
    for (const line of lines.slice(1, lines.indexOf('---', 1))) {
      field = /^([A-Za-z_][\w-]*):/.exec(line)?.[1] ?? field;
      fields.set(field, (fields.get(field) ?? true) && /^[\x20-\x7e]*$/.test(line));
    }
  }
  return [...fields].map(([field, ascii]) => ({ field, ascii }));
}

interface Sentence {
  where: string;
  zh: string;
  hant: string;
  /** Places where words changed, not only characters: "zh→zh-Hant (not the character-only conversion)". */
  wordChanges: string[];
  terms: number;
}

/** Markdown reduced to what a reader sees in a sentence. */
function readable(text: string): string {
  return text
    .replace(/\*\*/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:[-*]|\d+\.)\s+/, '')
    .trim();
}

function sentencesOf(
  file: ZhContentFile,
  hantText: string,
  charactersOnly: (text: string) => string,
): Sentence[] {
  const where = file.file.replace(/^content\/zh\//, '').replace(/\.md$/, '');
  const zhLines = file.text.split('\n');
  const hantLines = hantText.split('\n');
  const body = zhLines.indexOf('---', 1) + 1;
  const found: Sentence[] = [];
  for (let index = body; index < zhLines.length; index++) {
    const zhLine = zhLines[index]!;
    if (/^\s*(?:#|\||::|```)/.test(zhLine)) continue;
    const zhParts = zhLine.split(/(?<=[。！？])/);
    const hantParts = hantLines[index]!.split(/(?<=[。！？])/);
    if (zhParts.length !== hantParts.length) continue;
    zhParts.forEach((part, at) => {
      const zh = readable(part);
      const hant = readable(hantParts[at]!);
      if (zh.length < 14 || zh.length > 90) return;
      const plainCharacters = charactersOnly(zh);
      const wordChanges: string[] = [];
      if (plainCharacters.length === hant.length && zh.length === hant.length) {
        for (let i = 0; i < hant.length; i++) {
          if (plainCharacters[i] === hant[i]) continue;
          let end = i;
          while (end < hant.length && plainCharacters[end] !== hant[end]) end++;
          // Show at least two characters: a word, not a lone character whose neighbour changed it.
          const from = end - i > 1 ? i : /\p{Script=Han}/u.test(zh[i - 1] ?? '') ? i - 1 : i;
          const to = Math.max(end, from + 2);
          wordChanges.push(
            `${zh.slice(from, to)}→${hant.slice(from, to)} (not ${plainCharacters.slice(from, to)})`,
          );
          i = end;
        }
      } else if (plainCharacters !== hant) {
        wordChanges.push('(length changed)');
      }
      const terms = zhHantData.terms.filter(
        (term) => term.names.zh.length > 1 && zh.includes(term.names.zh),
      ).length;
      found.push({ where, zh, hant, wordChanges, terms });
    });
  }
  return found;
}

/**
 * Twenty sentences from as many different sections as possible: first those where the Taiwan
 * phrases or the glossary change words (not only characters), most changes first, one per file
 * per round; then sentences densest in glossary terms.
 */
function pickSentences(all: Sentence[][]): Sentence[] {
  const byScore = (a: Sentence, b: Sentence) =>
    b.wordChanges.length - a.wordChanges.length || b.terms - a.terms || a.zh.length - b.zh.length;
  const pools = all.map((sentences) => [...sentences].sort(byScore));
  const picked: Sentence[] = [];
  for (const wantWordChanges of [true, false]) {
    let added = true;
    while (picked.length < SENTENCES && added) {
      added = false;
      const round = pools
        .map((pool) => pool.find((s) => !picked.includes(s) && s.wordChanges.length > 0 === wantWordChanges))
        .filter((s): s is Sentence => s !== undefined)
        .sort(byScore);
      for (const sentence of round) {
        if (picked.length >= SENTENCES) break;
        picked.push(sentence);
        added = true;
      }
    }
  }
  return picked;
}

const [, openccBuild] = timed(() => openccTaiwan());
const [, glossaryBuild] = timed(() => convertText('属性'));
const files = zhContentFiles();
const [convertedFiles, contentTime] = timed(() => files.map((file) => convertMarkdown(file.text)));
const messageFiles = zhMessageFiles();
const [convertedMessages, messagesTime] = timed(() =>
  messageFiles.map(({ messages }) => convertMessages(messages)),
);

const sections = files.reduce(
  (sum, { text }) => sum + 1 + (text.match(/^#{2,6} .*\{#[A-Za-z][\w-]*\}\s*$/gm) ?? []).length,
  0,
);
const strings = messageFiles.reduce((sum, { messages }) => sum + Object.keys(messages).length, 0);
/** Chinese characters of text pairs (zh, zh-Hant), and how many conversion changed, summed. */
const changedIn = (pairs: [string, string][]) =>
  pairs.reduce(
    (sum, [zh, hant]) => {
      const { total, changed } = changedCharacters(zh, hant);
      return { total: sum.total + total, changed: sum.changed + changed };
    },
    { total: 0, changed: 0 },
  );
const contentChars = changedIn(files.map((file, index) => [file.text, convertedFiles[index]!]));
const messageChars = changedIn(
  messageFiles.map(({ messages }, index) => [
    Object.values(messages).join('\n'),
    Object.values(convertedMessages[index]!).join('\n'),
  ]),
);
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

const secondNames = [
  ...files.flatMap((file, index) => findSecondNames(file.file, file.text, convertedFiles[index]!)),
  ...messageFiles.flatMap(({ file, messages }, index) =>
    Object.entries(messages).flatMap(([key, message]) =>
      findSecondNames(`${file} ${key}`, message, convertedMessages[index]![key]!),
    ),
  ),
];
const wordsAsNames = [
  ...files.flatMap((file) => findWordsAsTermNames(file.file, file.text)),
  ...messageFiles.flatMap(({ file, messages }) =>
    Object.entries(messages).flatMap(([key, message]) => findWordsAsTermNames(`${file} ${key}`, message)),
  ),
];

console.log('zh-Hant made from the Simplified text (OpenCC cn -> twp, glossary names kept)\n');
console.log(`Content:     ${files.length} files, ${sections} sections, converted in ${ms(contentTime)}`);
console.log(
  `UI strings:  ${strings} strings in ${messageFiles.length} namespaces, converted in ${ms(messagesTime)}`,
);
console.log(
  `Set-up:      OpenCC converter built in ${ms(openccBuild)}, glossary names in ${ms(glossaryBuild)} (once)`,
);
console.log(
  `Changed:     content ${contentChars.changed} of ${contentChars.total} Chinese characters (${percent(contentChars.changed, contentChars.total)}), ` +
    `UI strings ${messageChars.changed} of ${messageChars.total} (${percent(messageChars.changed, messageChars.total)})`,
);
const fields = frontMatterFields(files);
console.log(
  `Front matter: converted ${READER_FRONT_MATTER_FIELDS.join(', ')}; kept as written ${fields
    .filter(({ field }) => !READER_FRONT_MATTER_FIELDS.includes(field))
    .map(({ field, ascii }) => `${field}${ascii ? '' : ' (not ASCII)'}`)
    .join(', ')}`,
);
console.log(
  `Checks:      ${checkZhHantNames(zhHantData).length} name problems, ${secondNames.length} terms with two names, ` +
    `${wordsAsNames.length} words turned into a term's name`,
);

console.log(
  `\nTerms with their own zh-Hant name: ${Object.keys(zhHantNameOverrides).length} of ${zhHantData.terms.length}`,
);
for (const [id, { note }] of Object.entries(zhHantNameOverrides)) {
  const zh = zhHantData.terms.find((term) => term.id === id)?.names.zh;
  console.log(
    `  ${id}: ${zh} -> ${termNameZhHant(id)} (OpenCC alone: ${plainTermNameZhHant(id)})\n      ${note}`,
  );
}
console.log(`\nWord corrections: ${wordCorrections.length}`);
for (const { zh, zhHant, note } of wordCorrections) console.log(`  ${zh} -> ${zhHant}: ${note}`);

const charactersOnly = Converter({ from: 'cn', to: 'tw' });
const picked = pickSentences(
  files.map((file, index) => sentencesOf(file, convertedFiles[index]!, (text) => charactersOnly(text))),
);
console.log(
  `\n${picked.length} sentences side by side (zh -> zh-Hant; in brackets, words that differ from a character-by-character conversion)`,
);
picked.forEach(({ where, zh, hant, wordChanges }, index) => {
  console.log(`\n${String(index + 1).padStart(2)}. ${where}`);
  console.log(`    ${zh}`);
  console.log(`    ${hant}${wordChanges.length > 0 ? `  [${wordChanges.join(', ')}]` : ''}`);
});
