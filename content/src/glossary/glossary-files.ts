/**
 * The files a definition's review touches, from a content root: i18n's
 * `glossary/definitions.<locale>.json` (written back atomically as the repository keeps it) and
 * `glossary/terms.json` (the term IDs), and the old `glossary-reviews/<locale>.json`, only named in
 * a warning. A file unreadable or not of its shape is `null`: nothing is written over it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { RULE_ID_PATTERN } from '../front-matter/schema.ts';
import type { ReaderLocale } from '../model/types.ts';
import { writeFileAtomic } from '../write/write-file-atomic.ts';

const GLOSSARY_FOLDER = ['..', 'packages', 'i18n', 'src', 'glossary'];
export const GLOSSARY_REVIEWS_FOLDER = 'glossary-reviews';

/** The locales whose definitions are written by hand (zh-hant's are converted from zh). */
export type DefinitionLocale = 'th' | 'zh';
export function isDefinitionLocale(locale: ReaderLocale): locale is DefinitionLocale {
  return locale === 'th' || locale === 'zh';
}

export function definitionsFile(root: string, locale: DefinitionLocale | 'en'): string {
  return path.join(root, ...GLOSSARY_FOLDER, `definitions.${locale}.json`);
}

const definitionsSchema = z.record(z.string().check(z.regex(RULE_ID_PATTERN)), z.string());
const termsSchema = z.array(z.looseObject({ id: z.string() }));

function readJson(file: string): unknown {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function definitionsOf(value: unknown): Record<string, string> | null {
  const parsed = definitionsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The locale's definitions, or null when the file is missing or not of its shape. */
export function readDefinitions(
  root: string,
  locale: DefinitionLocale | 'en',
): Record<string, string> | null {
  return definitionsOf(readJson(definitionsFile(root, locale)));
}

/** A definitions file's source (as git holds it in a commit) read as readDefinitions reads the file. */
export function parseDefinitions(source: string): Record<string, string> | null {
  try {
    return definitionsOf(JSON.parse(source));
  } catch {
    return null;
  }
}

/** The definitions file with `term`'s definition set to `text` (key order kept), written atomically. */
export function writeDefinition(root: string, locale: DefinitionLocale, term: string, text: string): boolean {
  const definitions = readDefinitions(root, locale);
  if (definitions === null || !(term in definitions)) return false;
  definitions[term] = text;
  writeFileAtomic(
    definitionsFile(root, locale),
    Buffer.from(`${JSON.stringify(definitions, null, 2)}\n`, 'utf8'),
  );
  return true;
}

/** Every term ID of the glossary (terms.json beside the definitions), or null. */
export function readTermIds(root: string): Set<string> | null {
  const parsed = termsSchema.safeParse(readJson(path.join(root, ...GLOSSARY_FOLDER, 'terms.json')));
  return parsed.success ? new Set(parsed.data.map((term) => term.id)) : null;
}

/**
 * The files of the old store of definitions' reviews (`glossary-reviews/<locale>.json`), which
 * nothing reads any more (review/definition-records.ts): each one that exists, relative to the
 * content root, so the readers can warn that it counts for nothing.
 */
export function legacyDefinitionReviewFiles(root: string): string[] {
  return (['th', 'zh'] as const)
    .map((locale) => `${GLOSSARY_REVIEWS_FOLDER}/${locale}.json`)
    .filter((file) => existsSync(path.join(root, file)));
}
