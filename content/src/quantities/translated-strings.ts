/**
 * The translated texts around the content tree that `content check` reads with the same number and
 * quantity check as sections (numbers/text-number-findings.ts): each glossary definition and term
 * name (i18n's glossary/definitions.<locale>.json, glossary/terms.json) and each table string
 * (resources/<locale>/table.json) against its English, placed at file:line:column. A definition the
 * hand-back import would refuse for its form (markup such as `<script>`, an invisible character, a
 * chapter, an avoided name: handback/definition-problem.ts) is refused here too
 * (content.glossary.refused). Node: reads the files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findAvoidedForms } from '@polyhedral/i18n';
import { type Diagnostic, makeDiagnostic } from '../findings/diagnostic.ts';
import { definitionsFile, readDefinitions } from '../glossary/glossary-files.ts';
import { definitionProblem } from '../handback/definition-problem.ts';
import { REPO_ROOT } from '../loader/content-root.ts';
import { textNumberProblems } from '../numbers/text-number-findings.ts';
import { isQaException, type QaExceptions } from '../qa/qa-exceptions-match.ts';

const LOCALES = ['th', 'zh'] as const;
type Locale = (typeof LOCALES)[number];

interface Placed {
  /** The file, relative to the content root. */
  file: string;
  line: number;
  /** 1-based column of the string's first character in the file. */
  column: number;
}

function linesOf(file: string): string[] {
  try {
    return readFileSync(file, 'utf8').split('\n');
  } catch {
    return [];
  }
}

/** Where the string value after `"key": ` starts, searching from line `from` (0-based). */
function placeOf(lines: readonly string[], key: string, from = 0): { line: number; column: number } {
  const marker = `${JSON.stringify(key)}: "`;
  for (let index = from; index < lines.length; index += 1) {
    const at = lines[index]!.indexOf(marker);
    if (at >= 0) return { line: index + 1, column: at + marker.length + 1 };
  }
  return { line: 1, column: 1 };
}

interface TextPair {
  id: string;
  english: string;
  translated: string;
  at: Placed;
}

function check(pair: TextPair, locale: Locale, exceptions: QaExceptions): Diagnostic[] {
  const excepted = (kind: 'number' | 'dice' | 'quantity', value: string) =>
    isQaException(exceptions, locale, pair.id, kind, value);
  return textNumberProblems(pair.english, pair.translated, locale, excepted).map((problem) =>
    makeDiagnostic(
      problem.code,
      pair.at.file,
      { line: pair.at.line, column: pair.at.column + problem.column - 1 },
      {
        ...problem.params,
        id: pair.id,
        locale,
        englishText: pair.english,
        blockText: pair.translated,
        block: 0,
      },
    ),
  );
}

function definitionPairs(root: string, locale: Locale): TextPair[] {
  const file = definitionsFile(root, locale);
  const english = readDefinitions(root, 'en') ?? {};
  const lines = linesOf(file);
  const relative = path.relative(root, file).split(path.sep).join('/');
  return Object.entries(readDefinitions(root, locale) ?? {}).flatMap(([term, translated]) => {
    const source = english[term];
    if (source === undefined) return [];
    return [
      {
        id: `glossary:${term}`,
        english: source,
        translated,
        at: { file: relative, ...placeOf(lines, term) },
      },
    ];
  });
}

/** The form problems the import refuses a definition for (its numbers are `check`'s). */
function refusedDefinitions(root: string, locale: Locale): Diagnostic[] {
  return definitionPairs(root, locale).flatMap((pair) => {
    const problem = definitionProblem(locale, pair.translated, (value) => findAvoidedForms(value, locale)[0]);
    if (!problem) return [];
    const params = { id: pair.id, locale, problem: problem.code.replace('handback.glossary.', '') };
    return [makeDiagnostic('content.glossary.refused', pair.at.file, pair.at, params)];
  });
}

interface TermEntry {
  id: string;
  names: Partial<Record<'en' | Locale, string>>;
}

function namePairs(root: string, locale: Locale): TextPair[] {
  const file = path.join(path.dirname(definitionsFile(root, 'en')), 'terms.json');
  const lines = linesOf(file);
  let terms: TermEntry[];
  try {
    terms = JSON.parse(lines.join('\n')) as TermEntry[];
  } catch {
    return [];
  }
  const relative = path.relative(root, file).split(path.sep).join('/');
  return terms.flatMap((term) => {
    const [english, translated] = [term.names?.en, term.names?.[locale]];
    if (typeof english !== 'string' || typeof translated !== 'string') return [];
    const own = lines.findIndex((line) => line.includes(`"id": ${JSON.stringify(term.id)}`));
    const at = placeOf(lines, locale, Math.max(own, 0));
    return [{ id: `glossary:${term.id}`, english, translated, at: { file: relative, ...at } }];
  });
}

function tablePairs(root: string, locale: Locale): TextPair[] {
  const file = (name: string) => path.join(REPO_ROOT, 'packages/i18n/src/resources', name, 'table.json');
  const read = (name: string): Record<string, unknown> => {
    try {
      return JSON.parse(readFileSync(file(name), 'utf8')) as Record<string, unknown>;
    } catch {
      return {};
    }
  };
  const [english, translated, lines] = [read('en'), read(locale), linesOf(file(locale))];
  const relative = path.relative(root, file(locale)).split(path.sep).join('/');
  return Object.entries(translated).flatMap(([key, text]) => {
    const source = english[key];
    if (typeof text !== 'string' || typeof source !== 'string') return [];
    return [
      {
        id: `table:${key}`,
        english: source,
        translated: text,
        at: { file: relative, ...placeOf(lines, key) },
      },
    ];
  });
}

/** Every finding of the glossary's definitions and names, and of the table strings when asked. */
export function translatedStringDiagnostics(
  root: string,
  exceptions: QaExceptions,
  tables: boolean,
): Diagnostic[] {
  return LOCALES.flatMap((locale) => [
    ...refusedDefinitions(root, locale),
    ...[
      ...definitionPairs(root, locale),
      ...namePairs(root, locale),
      ...(tables ? tablePairs(root, locale) : []),
    ].flatMap((pair) => check(pair, locale, exceptions)),
  ]);
}
