/**
 * The data API of a built edition (`<dist>/api/v1/`), read as files: every JSON file parses and
 * is valid against the JSON Schema the build published for its kind (`/api/v1/schema/<kind>.json`,
 * checked by Ajv, not by the zod schemas it was made from), every locale lists the same rule IDs
 * with a document for each, and in the open edition every rule with text is open-licensed (no
 * closed text, no Playtest text). Used by check-editions.ts (`pnpm test:editions`, inside
 * `pnpm test`); alone: `tsx tests/editions/check-api.ts [dist-dir]`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';

export interface ApiCheck {
  name: string;
  problems: string[];
}

export interface ApiFigures {
  files: number;
  validated: number;
}

const SHOWN = 20;

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .sort();
}

/** Every check of one edition's API; `edition` is the one its catalog must name. */
export function checkApi(
  distDir: string,
  edition: 'full' | 'open',
): { checks: ApiCheck[]; figures: ApiFigures } {
  const apiDir = path.join(distDir, 'api', 'v1');
  const checks: ApiCheck[] = [];
  const label = `${edition} edition API`;
  if (!existsSync(path.join(apiDir, 'index.json'))) {
    checks.push({
      name: `${label}: built`,
      problems: [`${path.join('api', 'v1', 'index.json')} is missing`],
    });
    return { checks, figures: { files: 0, validated: 0 } };
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
  const files = jsonFiles(apiDir).filter((file) => !file.startsWith(`schema${path.sep}`));
  const invalid: string[] = [];
  const documents = new Map<string, Record<string, unknown>>();
  let validated = 0;
  for (const file of files) {
    let document: Record<string, unknown>;
    try {
      document = JSON.parse(readFileSync(path.join(apiDir, file), 'utf8'));
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
  const indexes = Object.entries(Object.fromEntries(documents)).filter(([file]) =>
    file.endsWith('/rules.json'),
  );
  const idLists = indexes.map(([file, index]) => [
    file,
    (index.rules as Rule[]).map((rule) => rule.id).join(' '),
  ]);
  const sameIds = idLists
    .filter(([, ids]) => ids !== idLists[0]?.[1])
    .map(([file]) => `${file} lists other rule IDs`);
  const missingDocuments = indexes.flatMap(([, index]) =>
    (index.rules as Rule[])
      .filter((rule) => !documents.has(rule.document.replace(/^\/api\/v1\//, '')))
      .map((rule) => `${rule.document} is listed but not built`),
  );
  checks.push({
    name: `${label}: every locale lists the same rule IDs, each with its document`,
    problems: [...sameIds, ...missingDocuments].slice(0, SHOWN),
  });

  if (edition === 'open') {
    const closed: string[] = [];
    for (const [file, document] of documents) {
      if (document.kind === 'rule') {
        if (document.markdown !== null && document.open !== true)
          closed.push(`${file}: ${String(document.source)} (${String(document.license)})`);
        if (document.playtest !== null) closed.push(`${file}: Playtest text`);
      }
      if (document.kind === 'rules-index') {
        for (const rule of document.rules as Rule[]) {
          if (rule.state !== 'missing' && !rule.open) closed.push(`${file}: ${rule.id} (${rule.source})`);
        }
      }
    }
    checks.push({ name: `${label}: only open-licensed text`, problems: closed.slice(0, SHOWN) });
  }
  return { checks, figures: { files: files.length, validated } };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../../dist', import.meta.url)));
  const { checks, figures } = checkApi(dir, dir.endsWith('dist-open') ? 'open' : 'full');
  for (const { name, problems } of checks) {
    console.log(problems.length === 0 ? `PASS ${name}` : `FAIL ${name}\n  ${problems.join('\n  ')}`);
  }
  console.log(`${figures.validated} of ${figures.files} documents validated`);
  process.exit(checks.some((check) => check.problems.length > 0) ? 1 : 0);
}
