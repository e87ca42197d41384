/** `polyhedral search <query>`: the data API's search document (test/fixtures/api: made by the content's searchDocumentOf). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { captureRun } from '../capture-run.ts';

const api = fileURLToPath(new URL('../../../test/fixtures/api', import.meta.url));

describe('search', () => {
  it('answers the section first and its glossary entry second, as JSON', () => {
    const result = captureRun('search', 'opportunity attack', '--locale', 'th', '--api', api, '--json');
    expect(result.stderr).toBe('');
    const answer = JSON.parse(result.stdout);
    expect(answer).toMatchObject({ query: 'opportunity attack', locale: 'th' });
    expect(
      answer.results.slice(0, 2).map((hit: { kind: string; id: string }) => `${hit.kind}:${hit.id}`),
    ).toEqual(['section:OpportunityAttacks', 'term:OpportunityAttack']);
    expect(answer.results[0].path).toBe('/th/rules/Combat/#OpportunityAttacks');
  });

  it('finds a Simplified name on the Traditional pages, worded in the --locale language', () => {
    const lines = captureRun('search', '借机攻击', '--locale', 'zh-hant', '--api', api).stdout.split('\n');
    expect(lines[0]).toBe('1. 藉機攻擊（OpportunityAttacks） · /zh-hant/rules/Combat/#OpportunityAttacks');
    expect(lines[1]).toBe('   英文：Opportunity Attacks');
  });

  it('says nothing was found, and refuses an empty query and a locale without a document', () => {
    expect(captureRun('search', 'qqqqqqqqqq', '--locale', 'th', '--api', api).stdout).toBe(
      'ไม่พบสิ่งใดสำหรับ “qqqqqqqqqq”\n',
    );
    const empty = captureRun('search', ' ', '--api', api);
    expect(empty.code).toBe(2);
    const none = captureRun('search', 'x', '--locale', 'en', '--api', api);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('rules.cli.no-search');
  });

  it('refuses a hostile document with a one-line reason, never a crash', () => {
    const bad = mkdtempSync(path.join(tmpdir(), 'polyhedral-search-'));
    try {
      mkdirSync(path.join(bad, 'v2', 'th'), { recursive: true });
      writeFileSync(path.join(bad, 'v2', 'index.json'), '{"kind":"catalog"}');
      for (const [text, problem] of [
        ['{', 'not JSON'],
        ['{"kind":"search","apiVersion":2,"locale":"zh"}', 'it is the zh document'],
        [
          '{"kind":"search","apiVersion":2,"locale":"th","fold":{"chinese":[],"thai":[]},"sections":[{"id":1}],"terms":[]}',
          'a section without its ID or path',
        ],
      ]) {
        writeFileSync(path.join(bad, 'v2', 'th', 'search.json'), text!);
        const result = captureRun('search', 'x', '--locale', 'th', '--api', bad);
        expect(result.code).toBe(2);
        expect(result.stderr).toContain(problem);
        expect(result.stderr.trim().split('\n')).toHaveLength(1);
      }
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });
});
