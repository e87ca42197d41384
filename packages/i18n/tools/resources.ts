/**
 * `pnpm --filter @polyhedral/i18n resources`: moves each key found in another file to
 * `src/resources/<locale>/<first segment>.json` (after its keys, with the blank lines that grouped
 * it; a key held twice with two texts stops it before anything is written; an emptied file is
 * removed), then rewrites `src/resources/resource-files.generated.ts` from the files on disk.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  INDEX_FILE,
  indexModuleText,
  namespaceOfKey,
  RESOURCES_DIR,
  readFilesOnDisk,
} from './resource-files.ts';

/** One line of a message file: an entry (its key, its text without the trailing comma) or a blank. */
type Line = { key: string; text: string } | { key: undefined; text: '' };

const ENTRY = /^\s*("(?:[^"\\]|\\.)*")\s*:/;

/** A file's lines; a file not written one entry per line (`{ "a.b": "x" }`) is read as JSON and laid out so. */
function linesOf(fileText: string): Line[] {
  const lines: Line[] = [];
  for (const raw of fileText.split('\n')) {
    const trimmed = raw.trim();
    if (trimmed === '{' || trimmed === '}') continue;
    if (trimmed === '') {
      lines.push({ key: undefined, text: '' });
      continue;
    }
    const match = ENTRY.exec(raw);
    if (!match || !/^\s*"/.test(raw) || trimmed.endsWith('{') || trimmed.endsWith('}')) {
      return Object.entries(JSON.parse(fileText) as Record<string, string>).map(([key, message]) => ({
        key,
        text: `  ${JSON.stringify(key)}: ${JSON.stringify(message)}`,
      }));
    }
    lines.push({ key: JSON.parse(match[1]!) as string, text: `  ${trimmed.replace(/,$/, '')}` });
  }
  return lines;
}

function textOf(lines: readonly Line[]): string {
  const kept: Line[] = [];
  for (const line of lines) {
    const previous = kept.at(-1);
    if (line.key === undefined && (previous === undefined || previous.key === undefined)) continue;
    kept.push(line);
  }
  while (kept.at(-1)?.key === undefined && kept.length > 0) kept.pop();
  const lastEntry = kept.length - 1;
  const body = kept.map((line, index) =>
    line.key !== undefined && index < lastEntry ? `${line.text},` : line.text,
  );
  return `{\n${body.join('\n')}\n}\n`;
}

/** Each locale's file texts with every key in the file of its namespace (file name -> text). */
export function regroupTexts(
  texts: Readonly<Record<string, Readonly<Record<string, string>>>>,
): Record<string, Record<string, string>> {
  const result: Record<string, Record<string, string>> = {};
  for (const [locale, byFile] of Object.entries(texts)) {
    const files = new Map(Object.entries(byFile).map(([name, text]) => [name, linesOf(text)]));
    const grouped = new Map<string, Line[]>();
    const held = new Map<string, string>();
    // Each file's own keys first, in place; then the moved ones, from the files in name order.
    for (const [name, lines] of files) {
      grouped.set(
        name,
        lines.filter((line) => line.key === undefined || namespaceOfKey(line.key) === name),
      );
    }
    for (const [name, lines] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
      // A run of moved keys (consecutive in its file, going to one file) starts after a blank line.
      let runTarget: string | undefined;
      for (const line of lines) {
        const home = line.key === undefined ? undefined : namespaceOfKey(line.key);
        if (home === undefined || home === name) {
          runTarget = undefined;
          continue;
        }
        const target = grouped.get(home) ?? [];
        if (runTarget !== home && target.length > 0) target.push({ key: undefined, text: '' });
        target.push(line);
        grouped.set(home, target);
        runTarget = home;
      }
    }
    for (const lines of grouped.values()) {
      for (const line of lines) {
        if (line.key === undefined) continue;
        const previous = held.get(line.key);
        if (previous !== undefined && previous !== line.text) {
          throw new Error(
            `${locale}: "${line.key}" is held twice with different texts; keep one and run again`,
          );
        }
        held.set(line.key, line.text);
      }
    }
    result[locale] = Object.fromEntries(
      [...grouped]
        .filter(([, lines]) => lines.some((line) => line.key !== undefined))
        .map(([name, lines]) => [name, textOf(dedupe(lines))]),
    );
  }
  return result;
}

/** A key moved into a file that already held it (with the same text) is kept once. */
function dedupe(lines: readonly Line[]): Line[] {
  const seen = new Set<string>();
  return lines.filter((line) => {
    if (line.key === undefined) return true;
    if (seen.has(line.key)) return false;
    seen.add(line.key);
    return true;
  });
}

function main(): void {
  const onDisk = readFilesOnDisk();
  const texts = Object.fromEntries(
    Object.entries(onDisk).map(([locale, byFile]) => [
      locale,
      Object.fromEntries(
        Object.keys(byFile).map((name) => [
          name,
          readFileSync(path.join(RESOURCES_DIR, locale, `${name}.json`), 'utf8'),
        ]),
      ),
    ]),
  );
  const regrouped = regroupTexts(texts);
  let moved = 0;
  for (const [locale, byFile] of Object.entries(onDisk)) {
    const after: Record<string, string> = {};
    for (const [name, text] of Object.entries(regrouped[locale]!)) {
      Object.assign(after, JSON.parse(text) as Record<string, string>);
      for (const key of Object.keys(JSON.parse(text) as object))
        if (!Object.hasOwn(byFile[name] ?? {}, key)) moved++;
    }
    const before = Object.assign({}, ...Object.values(byFile)) as Record<string, string>;
    if (JSON.stringify(Object.entries(after).sort()) !== JSON.stringify(Object.entries(before).sort())) {
      throw new Error(`${locale}: regrouping would change a message; nothing written`);
    }
  }
  for (const [locale, byFile] of Object.entries(onDisk)) {
    for (const name of Object.keys(byFile)) {
      if (!Object.hasOwn(regrouped[locale]!, name)) rmSync(path.join(RESOURCES_DIR, locale, `${name}.json`));
    }
    for (const [name, text] of Object.entries(regrouped[locale]!)) {
      if (texts[locale]![name] !== text)
        writeFileSync(path.join(RESOURCES_DIR, locale, `${name}.json`), text);
    }
  }
  const locales = Object.keys(regrouped).sort();
  const namespaces = [...new Set(locales.flatMap((locale) => Object.keys(regrouped[locale]!)))].sort();
  writeFileSync(INDEX_FILE, indexModuleText(locales, namespaces));
  console.log(
    `${moved} keys moved to the file of their namespace; index of ${namespaces.length} namespaces × ${locales.length} locales written`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname))
  main();
