/**
 * The data API of a built edition (`<dist>/api/v2/`), read as files: every JSON file (the bulk
 * files and the changes document included) and every line of each JSON Lines file parses and is
 * valid against the JSON Schema the build published for its kind (`/api/v2/schema/<kind>.json`,
 * checked by Ajv, not by the zod schemas it was made from), every locale lists the same rule IDs
 * with a document for each, every plain text is plain, every `page` anchor is on its page, and in
 * the open edition every record is open-licensed (a walk of every record: api-walk.ts). Used by
 * check-editions.ts (`pnpm test:editions`, inside `pnpm test`); alone:
 * `tsx tests/editions/check-api.ts [dist-dir]`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { emptyWalk, type SourceInfo, walkDocument } from './api-walk.ts';

export interface ApiCheck {
  name: string;
  problems: string[];
}

export interface ApiFigures {
  files: number;
  validated: number;
  /** Documents per kind with `open` true and false. */
  open: Record<string, { open: number; closed: number }>;
  /** Records and texts walked, and closed ones found (the open edition must find none). */
  walked: { records: number; texts: number; closed: number };
}

const SHOWN = 20;

function jsonFiles(dir: string, ending = '.json'): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ending))
    .sort();
}

/** Each line of the JSON Lines files as a document of its own, named `<file>:<line>`. */
function lineDocuments(apiDir: string): { name: string; text: string }[] {
  return jsonFiles(apiDir, '.jsonl').flatMap((file) =>
    readFileSync(path.join(apiDir, file), 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((text, index) => ({ name: `${file}:${index + 1}`, text })),
  );
}

/** Every check of one edition's API; `edition` is the one its catalog must name. */
export function checkApi(
  distDir: string,
  edition: 'full' | 'open',
): { checks: ApiCheck[]; figures: ApiFigures } {
  const apiDir = path.join(distDir, 'api', 'v2');
  const checks: ApiCheck[] = [];
  const label = `${edition} edition API`;
  if (!existsSync(path.join(apiDir, 'index.json'))) {
    checks.push({
      name: `${label}: built`,
      problems: [`${path.join('api', 'v2', 'index.json')} is missing`],
    });
    return {
      checks,
      figures: { files: 0, validated: 0, open: {}, walked: { records: 0, texts: 0, closed: 0 } },
    };
  }
  const ajv = new Ajv2020({ allErrors: false, strict: true });
  const schemaDir = path.join(apiDir, 'schema');
  const schemaProblems: string[] = [];
  for (const file of jsonFiles(schemaDir)) {
    try {
      const schema = JSON.parse(readFileSync(path.join(schemaDir, file), 'utf8'));
      ajv.addSchema(schema);
      ajv.getSchema(schema.$id);
    } catch (error) {
      schemaProblems.push(`schema/${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  checks.push({ name: `${label}: every published schema compiles (Ajv, strict)`, problems: schemaProblems });
  const files = [
    ...jsonFiles(apiDir)
      .filter((file) => !file.startsWith(`schema${path.sep}`))
      .map((file) => ({ name: file, text: readFileSync(path.join(apiDir, file), 'utf8') })),
    ...lineDocuments(apiDir),
  ];
  const invalid: string[] = [];
  const documents = new Map<string, Record<string, unknown>>();
  let validated = 0;
  for (const { name: file, text } of files) {
    let document: Record<string, unknown>;
    try {
      document = JSON.parse(text);
    } catch (error) {
      invalid.push(`${file}: not JSON (${error instanceof Error ? error.message : String(error)})`);
      continue;
    }
    documents.set(file.split(path.sep).join('/'), document);
    const schemaId = typeof document.$schema === 'string' ? document.$schema : '';
    const validate = ajv.getSchema(schemaId);
    if (!validate) {
      invalid.push(`${file}: names no published schema (${schemaId || 'no $schema'})`);
      continue;
    }
    validated += 1;
    if (!validate(document)) {
      const [first] = validate.errors ?? [];
      invalid.push(`${file}: ${first?.instancePath || '/'} ${first?.message ?? 'invalid'}`);
    }
  }
  checks.push({
    name: `${label}: every file valid against its published schema`,
    problems: invalid.slice(0, SHOWN),
  });

  const catalog = documents.get('index.json');
  checks.push({
    name: `${label}: the catalog names the ${edition} edition`,
    problems: catalog?.edition === edition ? [] : [`edition is ${String(catalog?.edition)}`],
  });

  type Rule = { id: string; state: string; open: boolean; source: string; document: string };
  const indexes = [...documents].filter(([file]) => file.endsWith('/rules.json'));
  const idLists = indexes.map(([file, index]) => [
    file,
    (index.rules as Rule[]).map((rule) => rule.id).join(' '),
  ]);
  const sameIds = idLists
    .filter(([, ids]) => ids !== idLists[0]?.[1])
    .map(([file]) => `${file} lists other rule IDs`);
  const missingDocuments = indexes.flatMap(([, index]) =>
    (index.rules as Rule[])
      .filter((rule) => !documents.has(rule.document.replace(/^\/api\/v2\//, '')))
      .map((rule) => `${rule.document} is listed but not built`),
  );
  checks.push({
    name: `${label}: every locale lists the same rule IDs, each with its document`,
    problems: [...sameIds, ...missingDocuments].slice(0, SHOWN),
  });

  const { walked, open } = walkApi(documents, distDir, edition, checks, label);
  return { checks, figures: { files: files.length, validated, open, walked } };
}

/** Documents per kind with `open` true and false (each JSON Lines line is counted under its kind too). */
function openCounts(documents: Map<string, Record<string, unknown>>): ApiFigures['open'] {
  const counts: ApiFigures['open'] = {};
  for (const [file, document] of documents) {
    if (typeof document.open !== 'boolean') continue;
    const kind = `${String(document.kind)}${file.includes('.jsonl:') ? ' (line)' : ''}`;
    const count = counts[kind] ?? { open: 0, closed: 0 };
    counts[kind] = count;
    if (document.open) count.open += 1;
    else count.closed += 1;
  }
  return counts;
}

/**
 * Every record walked (api-walk.ts): plain texts plain, `page` anchors on their pages, and in the
 * open edition no record that is not open-licensed (by its `open` and by its source's licence).
 */
function walkApi(
  documents: Map<string, Record<string, unknown>>,
  distDir: string,
  edition: 'full' | 'open',
  checks: ApiCheck[],
  label: string,
): Pick<ApiFigures, 'walked' | 'open'> {
  const catalog = documents.get('index.json');
  const sources = (catalog?.sources ?? {}) as Record<string, SourceInfo>;
  const walk = emptyWalk();
  for (const [file, document] of documents) walkDocument(document, file, sources, walk);
  checks.push({
    name: `${label}: every plain text is plain (no markup)`,
    problems: walk.markup.slice(0, SHOWN),
  });
  const pages = new Map<string, string>();
  const lost = walk.anchors.filter(({ page }) => {
    const [address, anchor] = page.split('#');
    const file = path.join(distDir, address!, 'index.html');
    if (!pages.has(file)) pages.set(file, existsSync(file) ? readFileSync(file, 'utf8') : '');
    return !pages.get(file)!.includes(`id="${anchor}"`);
  });
  checks.push({
    name: `${label}: every page address names an anchor its page has`,
    problems: [...new Set(lost.map(({ where, page }) => `${where.split(/[[.]/)[0]}: ${page}`))].slice(
      0,
      SHOWN,
    ),
  });
  if (edition === 'open') {
    const playtest = [...documents]
      .filter(([, document]) => document.kind === 'rule' && document.playtest !== null)
      .map(([file]) => `${file}: Playtest text`);
    checks.push({
      name: `${label}: only open-licensed text (${walk.records} records, ${walk.texts} texts walked)`,
      problems: [...walk.closed, ...playtest].slice(0, SHOWN),
    });
  }
  return {
    walked: { records: walk.records, texts: walk.texts, closed: walk.closed.length },
    open: openCounts(documents),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../../dist', import.meta.url)));
  const { checks, figures } = checkApi(dir, /dist-open(-check)?$/.test(dir) ? 'open' : 'full');
  for (const { name, problems } of checks) {
    console.log(problems.length === 0 ? `PASS ${name}` : `FAIL ${name}\n  ${problems.join('\n  ')}`);
  }
  console.log(`${figures.validated} of ${figures.files} documents validated`);
  console.log(`open per kind: ${JSON.stringify(figures.open)}; walked: ${JSON.stringify(figures.walked)}`);
  process.exit(checks.some((check) => check.problems.length > 0) ? 1 : 0);
}
