/**
 * Reading the data API's search document (`<api>/v2/<locale>/search.json`) for `polyhedral search`:
 * every way the file can be wrong is a `{ code, params }` refusal naming it, never a crash.
 */
import type { SearchDocument } from '@polyhedral/i18n/search';
import { RuleInputError } from '../../errors.ts';
import { isApiUrl, readApiText } from './rule-document.ts';

const isText = (value: unknown): value is string => typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);
const isTextRecord = (value: unknown) => isObject(value) && Object.values(value).every(isText);
const isPairs = (value: unknown) =>
  Array.isArray(value) &&
  value.every((pair) => Array.isArray(pair) && pair.length === 2 && pair.every(isText));

function sectionProblem(value: unknown): string | undefined {
  if (!isObject(value) || !isText(value.id) || !isText(value.path)) return 'a section without its ID or path';
  if (!isTextRecord(value.titles) || !isTextList(value.defines)) return `section ${value.id} has no titles`;
  return undefined;
}

function termProblem(value: unknown): string | undefined {
  if (!isObject(value) || !isText(value.id) || !isText(value.path)) return 'a term without its ID or path';
  if (!isTextRecord(value.names) || !isTextList(value.aliases)) return `term ${value.id} has no names`;
  if (value.section !== null && !isText(value.section)) return `term ${value.id}'s section is not an ID`;
  return undefined;
}

function problemOf(value: unknown, locale: string): string | undefined {
  if (!isObject(value)) return 'not an object';
  if (value.kind !== 'search' || value.apiVersion !== 2) return 'kind is not "search" of apiVersion 2';
  if (value.locale !== locale) return `it is the ${String(value.locale)} document`;
  const fold = value.fold;
  if (!isObject(fold) || !isPairs(fold.chinese) || !isPairs(fold.thai))
    return 'fold is not two lists of pairs';
  if (!Array.isArray(value.sections) || !Array.isArray(value.terms)) return 'sections or terms is not a list';
  for (const section of value.sections) {
    const problem = sectionProblem(section);
    if (problem) return problem;
  }
  for (const term of value.terms) {
    const problem = termProblem(term);
    if (problem) return problem;
  }
  return undefined;
}

/** The search document of `locale` from the API folder or address `dir`, checked. */
export function readSearchDocument(dir: string, locale: string): SearchDocument {
  const relative = `v2/${locale}/search.json`;
  const file = isApiUrl(dir)
    ? `${dir}/${relative}`
    : process.getBuiltinModule('node:path').join(dir, relative);
  const text = readApiText(dir, relative, new RuleInputError('rules.cli.no-search', { dir }));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RuleInputError('rules.cli.bad-search-file', { file, problem: 'not JSON' });
  }
  const problem = problemOf(value, locale);
  if (problem) throw new RuleInputError('rules.cli.bad-search-file', { file, problem });
  return value as SearchDocument;
}
