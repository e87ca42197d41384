/**
 * stampTranslation: record the current English hash of sections in a translation's front
 * matter (`translation: { <id>: <hash> }`), marking them current. Only the lines of the
 * `translation:` block change; the rest of each file stays byte-for-byte the same.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { splitFrontMatter } from '../front-matter/split-front-matter.ts';
import type { ContentModel, TranslatedLocale } from '../model/types.ts';
import { hasTranslation } from '../resolve/has-translation.ts';

export interface StampResult {
  /** File (relative to the content root) -> IDs stamped in it. */
  stamped: Record<string, string[]>;
  /** IDs that could not be stamped: not translated in the locale, or not in English. */
  unknown: string[];
}

const BLOCK_KEY = /^translation:[ \t]*(.*)$/;
const ENTRY = /^([ \t]+)([A-Za-z][A-Za-z0-9_-]*):[ \t]*["']?([0-9a-f]*)["']?/;

/** Rewrite the `translation:` block of a front matter text with the given hashes. */
export function setTranslationHashes(yaml: string, hashes: ReadonlyMap<string, string>): string {
  const newline = yaml.includes('\r\n') ? '\r\n' : '\n';
  const lines = yaml.split(/\r?\n/);
  const trailingNewline = lines.at(-1) === '';
  if (trailingNewline) lines.pop();
  const start = lines.findIndex((line) => BLOCK_KEY.test(line));
  const entries = new Map<string, string>();
  let indent = '  ';
  let end = start;
  if (start >= 0) {
    const inline = BLOCK_KEY.exec(lines[start]!)![1]!.trim();
    if (inline !== '' && inline !== '{}' && !inline.startsWith('#')) {
      throw new Error(`translation: must be a block map or {} (found "${inline}")`);
    }
    end = start + 1;
    for (let index = start + 1; index < lines.length; index += 1) {
      const line = lines[index]!;
      if (line.trim() === '') continue;
      if (!/^[ \t]/.test(line)) break;
      const entry = ENTRY.exec(line);
      if (entry) {
        indent = entry[1]!;
        entries.set(entry[2]!, entry[3]!);
      }
      end = index + 1;
    }
  }
  for (const [id, hash] of hashes) entries.set(id, hash);
  // Hashes are quoted: YAML would read a hash such as 416754e10253 as a number.
  const block = ['translation:', ...[...entries].map(([id, hash]) => `${indent}${id}: "${hash}"`)];
  if (start >= 0) lines.splice(start, end - start, ...block);
  else lines.push(...block);
  return lines.join(newline) + (trailingNewline ? newline : '');
}

/**
 * Stamp `ids` (or every translated section when `ids` is 'all') of `locale`.
 * Writes the files unless `dryRun`; returns what was stamped.
 */
export function stampTranslation(
  model: ContentModel,
  locale: TranslatedLocale,
  ids: readonly string[] | 'all',
  options: { dryRun?: boolean } = {},
): StampResult {
  const wanted =
    ids === 'all'
      ? [...model.sections.keys()].filter(
          (id) => model.sections.get(id)?.en && hasTranslation(model, locale, id),
        )
      : ids;
  const perFile = new Map<string, Map<string, string>>();
  const unknown: string[] = [];
  for (const id of wanted) {
    const entry = model.sections.get(id);
    const local = entry?.[locale];
    if (!entry?.en || !local) {
      unknown.push(id);
      continue;
    }
    const hashes = perFile.get(local.file) ?? new Map<string, string>();
    hashes.set(id, entry.en.hash);
    perFile.set(local.file, hashes);
  }
  const stamped: Record<string, string[]> = {};
  for (const [file, hashes] of perFile) {
    const content = model.files.find((candidate) => candidate.file === file)!;
    const split = splitFrontMatter(content.source);
    if (split.yaml === null) {
      unknown.push(...hashes.keys());
      continue;
    }
    const yaml = setTranslationHashes(split.yaml, hashes);
    const updated = content.source.slice(0, split.yamlStart) + yaml + content.source.slice(split.yamlEnd);
    if (!options.dryRun) writeFileSync(path.join(model.root, file), updated, 'utf8');
    stamped[file] = [...hashes.keys()];
  }
  return { stamped, unknown };
}
