import { type SearchHit, searchSections } from '@polyhedral/i18n/search';
import { RuleInputError } from '../../errors.ts';
import { type CliCommand, JSON_FLAG } from '../command.ts';
import { type CliLocale, cliMessage } from '../messages.ts';
import { json } from '../output.ts';
import { apiFolder } from './rule-document.ts';
import { readSearchDocument } from './search-document.ts';

const word = (locale: CliLocale, key: string, params: Record<string, string> = {}) =>
  cliMessage(locale, `cli.core.search.${key}`, params) ?? key;

/** How many cards are printed (the site's dialog shows five). */
const SHOWN = 5;

/** A card as lines: its title (and ID) and address, then the English title and the name matched. */
function cardLines(hit: SearchHit, place: number, locale: CliLocale): string[] {
  const title =
    hit.kind === 'term'
      ? word(locale, 'term', { title: hit.title })
      : word(locale, 'section', { title: hit.title, id: hit.id });
  const lines = [`${place}. ${title} · ${hit.path}`];
  if (hit.english && hit.english !== hit.title)
    lines.push(`   ${word(locale, 'english', { title: hit.english })}`);
  const name = hit.matched.term ? hit.matched.text : null;
  if (hit.kind === 'section' && name && !hit.title.includes(name) && name !== hit.english)
    lines.push(`   ${word(locale, 'matched', { name })}`);
  return lines;
}

/**
 * `search <query> [--api DIR] [--json]`: the rule sections and glossary entries a name, rule ID or
 * phrase finds, in any of the site's languages or either Chinese script, from the data API's search
 * document of the `--locale` language: the site's search dialog's ranking (searchSections).
 */
export const searchCommand: CliCommand = {
  name: 'search',
  summary: { key: 'cli.core.help.summary.search' },
  positionals: '<query>',
  flags: {
    json: JSON_FLAG,
    api: { kind: 'value', value: 'DIR|URL', help: { key: 'cli.core.help.api' } },
  },
  examples: ['search "opportunity attack" --locale th', 'search 借机攻击 --locale zh-hant --json'],
  run(parsed, _ruleset, locale) {
    const query = parsed.positionals.join(' ').trim();
    if (query === '') throw new RuleInputError('rules.cli.missing-argument', { argument: '<query>' });
    const api = parsed.flags.api;
    const document = readSearchDocument(apiFolder(typeof api === 'string' ? api : undefined), locale);
    const results = searchSections(document, query, SHOWN);
    if (parsed.flags.json) return json({ query, locale, results });
    if (results.length === 0) return { stdout: `${word(locale, 'none', { query })}\n` };
    return { stdout: `${results.flatMap((hit, at) => cardLines(hit, at + 1, locale)).join('\n')}\n` };
  },
};
