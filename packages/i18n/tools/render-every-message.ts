/**
 * Renders every message of every locale with sample parameters through each surface's path (the
 * translator's `t`, `formatMessage` over `messagesFor`, `translateError`) into one JSON object, so
 * runs before and after a change to the message engine can be compared:
 *   tsx tools/render-every-message.ts <out.json> | --compare <before.json> <after.json>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import {
  createTranslator,
  formatMessage,
  LOCALES,
  type Locale,
  messagesFor,
  placeholdersOf,
  resources,
  translateError,
} from '../src/index.ts';
import { installZhHant } from '../src/zh-hant/index.ts';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 5, 21, 1250];

/** A sample value for a placeholder: a real key where a message nests one, else a visible marker. */
function sampleString(name: string): string {
  if (name === 'expected') return 'operand';
  if (name.endsWith('Key')) return 'table.ability.strength';
  return `‹${name}›`;
}

type Params = Record<string, string | number>;

/**
 * A value a reader or translator could type (a creature's name, a reviewer's name, a dice
 * expression echoed in an error): i18next's nesting and placeholder notation and HTML, to be shown
 * exactly as typed.
 */
export const HOSTILE_VALUE = '$t(ui.review.send.button) {{count}} <img src=x onerror=alert(1)>';

/** The parameter sets every key is rendered with (`hostile`: every text parameter a hostile value). */
function samplesFor(placeholders: readonly string[], plural: boolean): Record<string, Params> {
  const strings = Object.fromEntries(placeholders.map((name) => [name, sampleString(name)]));
  const numbers = Object.fromEntries(
    placeholders.filter((name) => name !== 'expected' && !name.endsWith('Key')).map((name) => [name, 1250.5]),
  );
  const hostile = Object.fromEntries(
    placeholders.map((name) => [
      name,
      name === 'expected' || name.endsWith('Key') ? sampleString(name) : HOSTILE_VALUE,
    ]),
  );
  const samples: Record<string, Params> = {
    none: {},
    strings,
    numbers: { ...strings, ...numbers },
    hostile,
  };
  if (plural) for (const count of COUNTS) samples[`count=${count}`] = { ...strings, count };
  return samples;
}

function render(out: string): void {
  installZhHant();
  const english: Record<string, string> = {};
  for (const messages of Object.values(resources.en)) Object.assign(english, messages);
  const bases = new Map<string, boolean>();
  for (const key of Object.keys(english)) {
    const base = key.replace(PLURAL_SUFFIX, '');
    bases.set(base, (bases.get(base) ?? false) || base !== key);
  }
  const rendered: Record<string, string> = {};
  for (const locale of LOCALES as readonly Locale[]) {
    const { t } = createTranslator(locale);
    const messages = messagesFor(locale, '');
    for (const [key, plural] of [...bases].sort(([a], [b]) => a.localeCompare(b))) {
      const templates = Object.entries(english)
        .filter(([candidate]) => candidate === key || candidate.replace(PLURAL_SUFFIX, '') === key)
        .map(([candidate]) => messages[candidate] ?? english[candidate]!);
      const placeholders = [...new Set(templates.flatMap((template) => placeholdersOf(template)))].sort();
      for (const [sample, params] of Object.entries(samplesFor(placeholders, plural))) {
        rendered[`${locale} t ${key} ${sample}`] = t(key as never, params);
        rendered[`${locale} lookup ${key} ${sample}`] = formatMessage(messages, key, params, locale);
        rendered[`${locale} error ${key} ${sample}`] = translateError(locale, { code: key, params });
      }
    }
  }
  writeFileSync(out, `${JSON.stringify(rendered, null, 1)}\n`);
  console.log(
    `${Object.keys(rendered).length} renderings of ${bases.size} keys × ${LOCALES.length} locales -> ${out}`,
  );
}

function compare(beforeFile: string, afterFile: string): void {
  const before = JSON.parse(readFileSync(beforeFile, 'utf8')) as Record<string, string>;
  const after = JSON.parse(readFileSync(afterFile, 'utf8')) as Record<string, string>;
  const changed = Object.keys(before).filter((id) => Object.hasOwn(after, id) && after[id] !== before[id]);
  const gone = Object.keys(before).filter((id) => !Object.hasOwn(after, id));
  const added = Object.keys(after).filter((id) => !Object.hasOwn(before, id));
  const keys = new Set(Object.keys(before).map((id) => id.split(' ').slice(0, 3).join(' ')));
  console.log(
    `${Object.keys(before).length} renderings (${keys.size} locale/path/key triples) compared: ${changed.length} differ, ${gone.length} missing after, ${added.length} new`,
  );
  for (const id of [...changed, ...gone].slice(0, 60)) {
    console.log(`${id}\n  before: ${JSON.stringify(before[id])}\n  after:  ${JSON.stringify(after[id])}`);
  }
  process.exitCode = changed.length + gone.length === 0 ? 0 : 1;
}

const args = process.argv.slice(2);
if (args[0] === '--compare' && args.length === 3) compare(args[1]!, args[2]!);
else if (args.length === 1 && !args[0]!.startsWith('-')) render(args[0]!);
else {
  console.error('usage: render-every-message.ts <out.json> | --compare <before.json> <after.json>');
  process.exitCode = 2;
}
