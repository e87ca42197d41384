/**
 * `polyhedral mcp`'s Model Context Protocol server (the official SDK, @modelcontextprotocol/sdk):
 * four tools over the data API in `dir` (answers.ts). An answer is JSON text; a refusal is
 * `{ code, params, message }` with `isError`, its message in the asked locale (cliProblem).
 */

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { DiceError } from '@polyhedral/dice';
import { isDerivedLocale, LOCALES } from '@polyhedral/i18n';
import * as z from 'zod/mini';
import corePackage from '../../../package.json' with { type: 'json' };
import { CALCULATOR_KIND_NAMES } from '../../calculators/kinds.ts';
import { RuleInputError } from '../../errors.ts';
import { readSourceName } from '../commands/rule-document.ts';
import { installCliDerivedLocale } from '../derived-locale.ts';
import { type CliLocale, cliProblem } from '../messages.ts';
import { oddsAnswer, ruleAnswer, searchAnswer, termAnswer } from './answers.ts';

type ToolResult = { content: { type: 'text'; text: string }[]; isError?: boolean };

/** A schema described for the client (its JSON Schema's `description`). */
const described = <T extends z.ZodMiniType>(schema: T, description: string): T =>
  schema.check(z.describe(description));

const LOCALE = z._default(
  described(z.enum(LOCALES), 'The language of the answer: en, th, zh (Simplified) or zh-hant (Traditional)'),
  'en',
);
const OPEN_ONLY = z._default(
  described(
    z.boolean(),
    'Answer only with openly licensed text (CC BY); text that is not open is refused with code rules.mcp.not-open',
  ),
  false,
);

/** A refusal's source named in the locale, as the catalog names it (`rule` does the same). */
function localSource(dir: string, locale: CliLocale, params: Readonly<Record<string, string | number>>) {
  const named =
    typeof params.sourceKey === 'string' ? readSourceName(dir, params.sourceKey, locale) : undefined;
  return named ? { ...params, source: named.title, license: named.license } : params;
}

/** An answer as JSON text, or the refusal it threw in the asked locale. */
function answered(dir: string, locale: CliLocale, answer: () => unknown): ToolResult {
  try {
    return { content: [{ type: 'text', text: JSON.stringify(answer(), null, 2) }] };
  } catch (error) {
    if (!(error instanceof RuleInputError || error instanceof DiceError)) throw error;
    if (isDerivedLocale(locale)) installCliDerivedLocale(locale);
    const problem = { code: error.code, params: error.params };
    const refusal = {
      ...problem,
      message: cliProblem(locale, { ...problem, params: localSource(dir, locale, problem.params) }),
    };
    return { content: [{ type: 'text', text: JSON.stringify(refusal, null, 2) }], isError: true };
  }
}

/** The server, its tools reading the data API in `dir` (a folder holding v2/, or a site's `/api` address). */
export function polyhedralMcpServer(dir: string): McpServer {
  const server = new McpServer({ name: 'polyhedral', version: corePackage.version });
  server.registerTool(
    'rule',
    {
      title: 'Look up a rule',
      description:
        'A rule of the SRD 5.2 (or the D&D Playtest) by its rule ID (D20Tests, Conditions), verbatim in the asked language with its English, source, licence, open flag, review state, hash and permalink.',
      inputSchema: {
        id: described(z.string(), 'The rule ID, as search gives it'),
        locale: LOCALE,
        openOnly: OPEN_ONLY,
      },
    },
    ({ id, locale, openOnly }) => answered(dir, locale, () => ruleAnswer(dir, locale, id, openOnly)),
  );
  server.registerTool(
    'search',
    {
      title: 'Search the rules and the glossary',
      description:
        'Rules and glossary terms whose name or title holds the query, asked in English, Thai, Simplified or Traditional Chinese; each hit cited in the asked language.',
      inputSchema: {
        query: described(z.string(), 'Words in any of the four languages'),
        locale: LOCALE,
        openOnly: OPEN_ONLY,
        limit: z._default(z.int().check(z.minimum(1), z.maximum(20)), 5),
      },
    },
    ({ query, locale, openOnly, limit }) =>
      answered(dir, locale, () => searchAnswer(dir, locale, query, openOnly, limit)),
  );
  server.registerTool(
    'term',
    {
      title: 'Read a glossary term',
      description:
        'A rules glossary term by its ID (ProneCondition) or its name in any language, with its definition cited.',
      inputSchema: { term: z.string(), locale: LOCALE, openOnly: OPEN_ONLY },
    },
    ({ term, locale, openOnly }) => answered(dir, locale, () => termAnswer(dir, locale, term, openOnly)),
  );
  server.registerTool(
    'odds',
    {
      title: 'Compute odds',
      description:
        'A calculator of the rules core: its parameters spelt as on the site (dice: { dice: "1d20+5", threshold: "15" }); probabilities as exact fractions "num/den".',
      inputSchema: {
        kind: z.enum(CALCULATOR_KIND_NAMES as [string, ...string[]]),
        params: z._default(z.record(z.string(), z.string()), {}),
        locale: LOCALE,
      },
    },
    ({ kind, params, locale }) =>
      answered(dir, locale, () => oddsAnswer(kind as (typeof CALCULATOR_KIND_NAMES)[number], params)),
  );
  return server;
}
