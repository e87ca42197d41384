/**
 * Reading a rule document of the site's data API (`<api>/v2/<locale>/rules/<ID>.json`): every way
 * the file can be wrong is a `{ code, params }` refusal naming it, never a crash.
 */
import { RuleInputError } from '../../errors.ts';

/** The fields `rule` reads; the document has more (its JSON Schema: /api/v2/schema/rule.json). */
export interface RuleApiDocument {
  kind: 'rule';
  apiVersion: 2;
  locale: string;
  id: string;
  title: string;
  language: string;
  /** null: a section with no text of its own (an empty page intro). */
  state: string | null;
  reviewer: { by: string; on: string | null } | null;
  fallback: { locale: string; document: string; page: string } | null;
  page: string;
  source: string;
  license: string;
  text: string | null;
  /** Whether every text of the document is open-licensed (a Playtest block is not). */
  open: boolean;
  /** Whether the rule's own text is open: its source and every source a block names (the Playtest block aside). */
  textOpen?: boolean;
  /** Blocks whose text is from another source than the document's (`source` null: the document's). */
  blocks?: readonly { index: number; source?: string | null }[] | null;
  hash: string;
}

const RULE_ID_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,99}$/;
const STATES = ['current', 'stale', 'draft', 'reviewed', 'accepted', 'converted', 'missing'];
/** The largest rule document read (the largest built is about 30 KB). */
const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;

/** An address of the API over HTTP(S) rather than a folder. */
export function isApiUrl(source: string): boolean {
  return /^https?:\/\//i.test(source);
}

/**
 * The API's place: `--api`, else $POLYHEDRAL_API (a folder, or the address of a site's `/api`),
 * else the site's build in the repository the command runs in (apps/site/dist/api, looked for from
 * the working folder up), else that path from the working folder (which the no-api refusal names).
 */
export function apiFolder(flag: string | undefined): string {
  const path = process.getBuiltinModule('node:path');
  const fs = process.getBuiltinModule('node:fs');
  const given = flag ?? process.env.POLYHEDRAL_API;
  if (given !== undefined && given !== '')
    return isApiUrl(given) ? given.replace(/\/+$/, '') : path.resolve(given);
  const inRepository = path.join('apps', 'site', 'dist', 'api');
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, inRepository, 'v2', 'index.json'))) return path.join(dir, inRepository);
    // In the repository (its site app there) the site is to be built; anywhere else (an npm
    // install) nothing names an API: the refusal asks for --api, not for a build.
    if (fs.existsSync(path.join(dir, 'apps', 'site', 'package.json'))) return path.join(dir, inRepository);
    if (path.dirname(dir) === dir) throw new RuleInputError('rules.cli.no-api-given', {});
  }
}

/** Reads an address synchronously in a child Node (the CLI is synchronous): its text, or its HTTP status. */
function fetchText(url: string): { status: number; text: string } {
  const script = `const r = await fetch(process.argv[1], { redirect: 'follow' });
const t = await r.text();
process.stdout.write(JSON.stringify({ status: r.status, text: r.ok ? t : '' }));`;
  const child = process.getBuiltinModule('node:child_process');
  try {
    const out = child.execFileSync(process.execPath, ['--input-type=module', '-e', script, url], {
      encoding: 'utf8',
      timeout: 30_000,
      maxBuffer: MAX_DOCUMENT_BYTES * 2,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return JSON.parse(out) as { status: number; text: string };
  } catch {
    return { status: 0, text: '' };
  }
}

/** One file of the API (`v2/...`) from a folder or over HTTP(S); `missing`: the refusal when absent. */
export function readApiText(source: string, relative: string, missing: RuleInputError): string {
  if (isApiUrl(source)) {
    const answer = fetchText(`${source}/${relative}`);
    if (answer.status === 200) return answer.text;
    // A 404 is "no such rule" only where an API answers: a wrong address has no catalog either.
    const catalog = relative === 'v2/index.json' ? answer : fetchText(`${source}/v2/index.json`);
    if (answer.status === 404 && catalog.status === 200) throw missing;
    throw new RuleInputError('rules.cli.no-api-at', { dir: source, status: answer.status || 'no answer' });
  }
  const fs = process.getBuiltinModule('node:fs');
  const path = process.getBuiltinModule('node:path');
  if (!fs.existsSync(path.join(source, 'v2', 'index.json')))
    throw new RuleInputError('rules.cli.no-api', { dir: source });
  const file = path.join(source, relative);
  try {
    if (fs.statSync(file).size > MAX_DOCUMENT_BYTES) {
      throw new RuleInputError('rules.cli.bad-api-file', { file, problem: 'over 2 MB' });
    }
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (error instanceof RuleInputError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw missing;
    throw new RuleInputError('rules.cli.bad-api-file', { file, problem: code ?? 'unreadable' });
  }
}

function problemOf(value: unknown, id: string, locale: string): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not an object';
  const doc = value as Record<string, unknown>;
  if (doc.kind !== 'rule' || doc.apiVersion !== 2) return 'kind is not "rule" of apiVersion 2';
  if (doc.id !== id || doc.locale !== locale) return `it is rule ${String(doc.id)} in ${String(doc.locale)}`;
  for (const field of ['title', 'language', 'page', 'source', 'license'] as const) {
    if (typeof doc[field] !== 'string') return `${field} is not text`;
  }
  if (typeof doc.open !== 'boolean') return 'open is not true or false';
  if (typeof doc.hash !== 'string') return 'hash is not text';
  if (doc.state !== null && !STATES.includes(doc.state as string)) return 'state is not one of the states';
  if (doc.text !== null && typeof doc.text !== 'string') return 'text is neither text nor null';
  const reviewer = doc.reviewer as Record<string, unknown> | null;
  if (reviewer !== null && (typeof reviewer !== 'object' || typeof reviewer.by !== 'string'))
    return 'reviewer has no name';
  const fallback = doc.fallback as Record<string, unknown> | null;
  if (fallback !== null && (typeof fallback !== 'object' || typeof fallback.locale !== 'string'))
    return 'fallback has no locale';
  if (doc.state === 'missing' && (fallback === null || doc.text !== null))
    return 'a missing rule without its fallback';
  return undefined;
}

/** The rule document of `id` in `locale` from the API folder or address `dir`, checked. */
export function readRuleDocument(dir: string, locale: string, id: string): RuleApiDocument {
  if (!RULE_ID_PATTERN.test(id)) throw new RuleInputError('rules.cli.bad-rule-id', { id });
  const relative = `v2/${locale}/rules/${id}.json`;
  const file = isApiUrl(dir)
    ? `${dir}/${relative}`
    : process.getBuiltinModule('node:path').join(dir, relative);
  const text = readApiText(dir, relative, new RuleInputError('rules.cli.unknown-rule', { id, dir }));
  if (text.length > MAX_DOCUMENT_BYTES)
    throw new RuleInputError('rules.cli.bad-api-file', { file, problem: 'over 2 MB' });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RuleInputError('rules.cli.bad-api-file', { file, problem: 'not JSON' });
  }
  const problem = problemOf(value, id, locale);
  if (problem) throw new RuleInputError('rules.cli.bad-api-file', { file, problem });
  return value as RuleApiDocument;
}

/** A source's name and licence as the catalog gives them. */
export interface SourceName {
  title: string;
  license: string;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Source `key`'s name and licence in `locale` from the API's catalog, else English; undefined if unnamed. */
export function readSourceName(dir: string, key: string, locale: string): SourceName | undefined {
  let catalog: unknown;
  try {
    catalog = JSON.parse(readApiText(dir, 'v2/index.json', new RuleInputError('rules.cli.no-api', { dir })));
  } catch {
    return undefined;
  }
  const source = (catalog as { sources?: Record<string, unknown> } | null)?.sources?.[key] as
    | {
        title?: unknown;
        license?: unknown;
        localized?: Record<string, { title?: unknown; license?: unknown }>;
      }
    | undefined;
  if (typeof source !== 'object' || source === null) return undefined;
  const own = locale === 'en' ? undefined : source.localized?.[locale];
  if (own && isText(own.title) && isText(own.license)) return { title: own.title, license: own.license };
  return isText(source.title) && isText(source.license)
    ? { title: source.title, license: source.license }
    : undefined;
}
