/**
 * `polyhedral mcp` end to end: the built CLI (scripts/build-cli.mjs) spawned over stdio by the
 * official SDK's own client, answering from the data API fixture (test/fixtures/api, written by
 * `pnpm --filter @polyhedral/site api-fixture` from the build's own functions).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import corePackage from '../../../package.json' with { type: 'json' };
import { buildCli, CLI_FILE } from '../../../scripts/build-cli.mjs';

const api = fileURLToPath(new URL('../../../test/fixtures/api', import.meta.url));
const fixture = (relative: string) =>
  JSON.parse(readFileSync(path.join(api, 'v2', relative), 'utf8')) as Record<string, unknown>;
const catalog = fixture('index.json') as { sources: Record<string, { open: boolean }> };

let client: Client;

beforeAll(async () => {
  await buildCli();
  client = new Client({ name: 'polyhedral-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [CLI_FILE, 'mcp', '--api', api],
      stderr: 'pipe',
    }),
  );
});

afterAll(async () => {
  await client?.close();
});

/** A tool's answer: its JSON and whether it is a refusal. */
async function call(name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as {
    content: { type: string; text: string }[];
    isError?: boolean;
  };
  return { refused: result.isError === true, answer: JSON.parse(result.content[0]!.text) };
}

describe('polyhedral mcp over stdio (the SDK client)', () => {
  it('initializes as polyhedral at the package version and lists its four tools', async () => {
    expect(client.getServerVersion()).toMatchObject({ name: 'polyhedral', version: corePackage.version });
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['odds', 'rule', 'search', 'term']);
  });

  it('answers a Thai rule verbatim with its English, licence, open flag, state, hash and permalink', async () => {
    const { refused, answer } = await call('rule', { id: 'D20Tests', locale: 'th' });
    const th = fixture('th/rules/D20Tests.json');
    const en = fixture('en/rules/D20Tests.json');
    expect(refused).toBe(false);
    expect(answer).toMatchObject({
      kind: 'rule',
      id: 'D20Tests',
      locale: 'th',
      title: th.title,
      text: th.text,
      source: th.source,
      license: th.license,
      state: th.state,
      hash: th.hash,
      permalink: th.page,
      english: { locale: 'en', title: en.title, text: en.text, hash: en.hash, license: en.license },
    });
  });

  // The class: every rule and glossary term of the fixture, in every locale, asked open-only, is
  // answered exactly when its texts' sources are open, else refused with rules.mcp.not-open.
  it('refuses, with a code, every text that is not open when asked for open text only', async () => {
    const open = (document: Record<string, unknown>) =>
      catalog.sources[String(document.source)]?.open === true && document.textOpen !== false;
    let answered = 0;
    let refusedCount = 0;
    for (const locale of ['en', 'th', 'zh', 'zh-hant']) {
      for (const file of readdirSync(path.join(api, 'v2', locale, 'rules'))) {
        const id = file.replace(/\.json$/, '');
        const expected = open(fixture(`${locale}/rules/${file}`)) && open(fixture(`en/rules/${file}`));
        const { refused, answer } = await call('rule', { id, locale, openOnly: true });
        expect(refused, `${locale} ${id}`).toBe(!expected);
        if (refused) expect(answer.code).toBe('rules.mcp.not-open');
        else expect(answer.allOpen).toBe(true);
        refused ? refusedCount++ : answered++;
      }
    }
    console.log(`open-only rule answers: ${answered} answered, ${refusedCount} refused (rules.mcp.not-open)`);
    expect(refusedCount).toBeGreaterThan(0);
    expect(answered).toBeGreaterThan(0);
  });

  // The one search (@polyhedral/i18n searchSections): the section defining a term, its entry below.
  it('finds a term asked in Traditional Chinese and cites it in zh-hant with its English', async () => {
    const { answer } = await call('search', { query: '倒地', locale: 'zh-hant' });
    const at = answer.results.findIndex((result: { kind: string }) => result.kind === 'term');
    expect(answer.results.slice(0, at).every((result: { kind: string }) => result.kind === 'rule')).toBe(
      true,
    );
    const term = (fixture('zh-hant/glossary.json').terms as Record<string, unknown>[]).find(
      (one) => one.id === 'ProneCondition',
    )!;
    expect(answer.results[at]).toMatchObject({
      kind: 'term',
      id: 'ProneCondition',
      locale: 'zh-hant',
      title: term.name,
      text: term.definitionText,
      state: term.state,
      hash: term.hash,
      english: { locale: 'en', title: 'Prone' },
    });
  });

  it('finds a rule by its English title from a Thai question and answers in Thai', async () => {
    const { answer } = await call('search', { query: 'd20 tests', locale: 'th' });
    expect(answer.results[0]).toMatchObject({ kind: 'rule', id: 'D20Tests', locale: 'th' });
  });

  it('reads a glossary term by its name in another language', async () => {
    const { answer } = await call('term', { term: 'ล้มลงนอน', locale: 'zh' });
    expect(answer).toMatchObject({ id: 'ProneCondition', locale: 'zh', english: { title: 'Prone' } });
  });

  it('computes odds through the calculator registry, exact fractions as text', async () => {
    const { answer } = await call('odds', {
      kind: 'd20-test',
      params: { 'kind-of-test': 'attack', bonus: '5', target: '15' },
    });
    expect(answer.result.exact.success).toBe('11/20');
  });

  it('refuses a bad request with a code and a message in the asked locale', async () => {
    const unknown = await call('rule', { id: 'NoSuchRule', locale: 'th' });
    expect(unknown).toMatchObject({ refused: true, answer: { code: 'rules.cli.unknown-rule' } });
    expect(unknown.answer.message).toMatch(/ไม่มีกฎ/);
    const term = await call('term', { term: 'nothing-like-it', locale: 'zh-hant' });
    expect(term.answer.code).toBe('rules.mcp.unknown-term');
    const odds = await call('odds', { kind: 'dice', params: { expr: '3d' } });
    expect(odds.refused).toBe(true);
    // The Free Rules opening of PlayingtheGame ({en-none=free-rules-2024-zh}): the refusal names it.
    const opening = await call('rule', { id: 'PlayingtheGame', locale: 'zh-hant', openOnly: true });
    expect(opening.answer).toMatchObject({ code: 'rules.mcp.not-open', params: { language: 'zh-hant' } });
    expect(opening.answer.params.source).toMatch(/Free Rules/);
    // Worded in the asked locale, the source by the catalog's name in it.
    expect(opening.answer.message).toContain('授權');
    expect(opening.answer.message).not.toContain('Free Rules (2024), Chinese');
    const shown = await call('rule', { id: 'PlayingtheGame', locale: 'th' });
    expect(shown.answer.open).toBe(false);
    expect(shown.answer.closedBlocks.map((block: { source: string }) => block.source)).toEqual([
      'free-rules-2024-th',
      'free-rules-2024-th',
    ]);
  });
});
