import { isLocale, languageNameIn } from '@polyhedral/i18n';
import { positionalArgs } from '../args.ts';
import { type CliCommand, JSON_FLAG } from '../command.ts';
import { type CliLocale, cliMessage } from '../messages.ts';
import { json } from '../output.ts';
import { apiFolder, type RuleApiDocument, readRuleDocument, readSourceName } from './rule-document.ts';

const word = (locale: CliLocale, key: string, params: Record<string, string> = {}) =>
  cliMessage(locale, `cli.core.rule.${key}`, params) ?? key;

/** "Label: value", with the locale's colon (zh： full width). */
const line = (locale: CliLocale, label: string, value: string) =>
  word(locale, 'line', { label: word(locale, label), value });

/** The lines above a rule's text: title (and ID unless it ends the title), state, source and page. */
function heading(document: RuleApiDocument, locale: CliLocale, dir: string): string[] {
  const state = document.state === null ? '' : word(locale, `state.${document.state}`);
  const reviewer = document.reviewer
    ? ` ${word(locale, document.state === 'accepted' ? 'accepted-by' : 'reviewed-by', { by: document.reviewer.by, on: document.reviewer.on ?? '' })}`
    : '';
  // The source by its name in the locale (the catalog's), not its key; the key if the catalog lacks it.
  const source = readSourceName(dir, document.source, locale) ?? {
    title: document.source,
    license: document.license,
  };
  const glossed = /[(\uff08]([^()\uff08\uff09]*)[)\uff09]$/.exec(document.title)?.[1] === document.id;
  return [
    glossed ? document.title : word(locale, 'title', { title: document.title, id: document.id }),
    ...(document.state === null ? [] : [line(locale, 'state', `${state}${reviewer}`)]),
    line(locale, 'source', word(locale, 'source-value', { ...source, page: document.page })),
    ...blockSourceLines(document, locale, dir),
  ];
}

/** Paragraphs from another source than the rule's (`blocks[].source`: a Free Rules opening), by number. */
function blockSourceLines(document: RuleApiDocument, locale: CliLocale, dir: string): string[] {
  const bySource = new Map<string, number[]>();
  for (const block of document.blocks ?? [])
    if (typeof block.source === 'string')
      bySource.set(block.source, [...(bySource.get(block.source) ?? []), block.index + 1]);
  return [...bySource].map(([key, blocks]) => {
    const named = readSourceName(dir, key, locale) ?? { title: key, license: '' };
    // Numbers listed as the locale lists them (zh: 1、2).
    const separator = locale.startsWith('zh') ? '、' : ', ';
    return `  ${word(locale, 'block-source', { blocks: blocks.join(separator), ...named })}`;
  });
}

/** A fallback language's name as the site writes it (英文, ภาษาอังกฤษ), else the display name. */
function languageName(fallback: string, locale: CliLocale): string {
  if (fallback === 'en') return word(locale, 'english');
  return isLocale(fallback) ? languageNameIn(fallback, locale) : fallback;
}

/**
 * `rule <ID> [--api DIR] [--json]`: one rule from the data API the site build writes. A rule not
 * yet in the `--locale` language says so above the fallback's text, never passing it off as its own.
 */
export const ruleCommand: CliCommand = {
  name: 'rule',
  summary: { key: 'cli.core.help.summary.rule' },
  positionals: '<ID>',
  flags: {
    json: JSON_FLAG,
    api: { kind: 'value', value: 'DIR|URL', help: { key: 'cli.core.help.api' } },
  },
  examples: ['rule D20Tests --locale th', 'rule Conditions --json'],
  run(parsed, _ruleset, locale) {
    const [id] = positionalArgs(parsed, ['ID']);
    const api = parsed.flags.api;
    const dir = apiFolder(typeof api === 'string' ? api : undefined);
    const document = readRuleDocument(dir, locale, id!);
    if (parsed.flags.json) return json(document);
    const lines = heading(document, locale, dir);
    if (document.fallback) {
      const shown = readRuleDocument(dir, document.fallback.locale, id!);
      lines.push(
        '',
        word(locale, 'fallback', {
          language: languageName(document.fallback.locale, locale),
          page: document.fallback.page,
        }),
        '',
        shown.text ?? '',
      );
    } else {
      lines.push('', document.text ?? '');
    }
    return { stdout: `${lines.join('\n')}\n` };
  },
};
