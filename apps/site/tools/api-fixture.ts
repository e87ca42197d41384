/**
 * `pnpm --filter @polyhedral/site api-fixture`: writes the core CLI's data API fixture
 * (packages/core/test/fixtures/api) from the same functions the build serves: the catalog and, per
 * locale, the rule documents of FIXTURE_RULES, the rules index and the glossary cut to those rules
 * and their terms (an index is ~130 KB and a glossary 200-290 KB a locale; a cut keeps every field).
 * Then `pnpm biome format --write packages/core/test/fixtures` (the repository's JSON layout).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@polyhedral/i18n';
import { installZhHant } from '@polyhedral/i18n/zh-hant';
import { catalogDocument } from '../src/api/catalog-document.ts';
import { glossaryDocument } from '../src/api/glossary-document.ts';
import { ruleDocument, rulesIndex } from '../src/api/rule-documents.ts';

/** The rules `rule`, `mcp` and their tests read: SRD text, a Playtest rule, the conditions. */
const FIXTURE_RULES = ['D20Tests', 'AbilityChecks', 'Conditions', 'PlaytestContests', 'PlayingtheGame'];

installZhHant();
const root = fileURLToPath(new URL('../../../packages/core/test/fixtures/api/v2/', import.meta.url));
// The search documents (th, zh-hant) are the search CLI's fixtures, written by its own tool: kept.
for (const locale of LOCALES)
  for (const folder of ['rules', 'glossary.json', 'rules.json'])
    rmSync(path.join(root, locale, folder), { recursive: true, force: true });
const write = (relative: string, value: unknown) => {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
};
write('index.json', catalogDocument());
for (const locale of LOCALES) {
  const index = rulesIndex(locale);
  write(`${locale}/rules.json`, {
    ...index,
    rules: index.rules.filter((rule) => FIXTURE_RULES.includes(rule.id)),
  });
  for (const id of FIXTURE_RULES) write(`${locale}/rules/${id}.json`, ruleDocument(locale, id));
  const glossary = glossaryDocument(locale);
  const terms = glossary.terms.filter((term) => term.rule && FIXTURE_RULES.includes(term.rule.id));
  write(`${locale}/glossary.json`, { ...glossary, terms });
}
console.log(`wrote ${root}`);
