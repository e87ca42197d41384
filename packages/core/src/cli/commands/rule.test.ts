/** `polyhedral rule <ID>`: a rule from the data API's documents (test/fixtures/api: copied from a build). */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureRun } from '../capture-run.ts';

const api = fileURLToPath(new URL('../../../test/fixtures/api', import.meta.url));

describe('rule', () => {
  it('prints the document as it is with --json', () => {
    const result = captureRun('rule', 'D20Tests', '--locale', 'th', '--api', api, '--json');
    expect(result.stderr).toBe('');
    const document = JSON.parse(result.stdout);
    expect(document).toMatchObject({
      kind: 'rule',
      apiVersion: 2,
      id: 'D20Tests',
      locale: 'th',
      language: 'th',
    });
    expect(typeof document.text).toBe('string');
  });

  it('prints the title, state, source and text in the --locale language', () => {
    const result = captureRun('rule', 'D20Tests', '--locale', 'th', '--api', api);
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toMatch(/\(D20Tests\)$/);
    expect(lines[1]).toMatch(/^สถานะ: /);
    expect(lines[2]).toMatch(/^ที่มา: .* · \/th\/rules\/D20Tests\/$/);
  });

  // Sixth reading E12: a Thai title glossed in English already ends with its ID; zh labels take the
  // full-width colon; the fallback language is named as the site names it (英文, ภาษาอังกฤษ).
  it('prints a title its ID once, zh labels with a full-width colon, the fallback language as the site says it', () => {
    const zh = captureRun('rule', 'PlaytestContests', '--locale', 'zh', '--api', api).stdout.split('\n');
    expect(zh[0]).toMatch(/（PlaytestContests）$/);
    expect(zh[1]).toMatch(/^状态：/);
    expect(zh[2]).toMatch(/^来源：/);
    expect(zh.join('\n')).toContain('“英文”');
    const th = captureRun('rule', 'D20Tests', '--locale', 'th', '--api', api).stdout.split('\n');
    expect(th[0]).toBe('การทอยทดสอบ D20 แบบต่าง ๆ (D20Tests)');
  });

  // Sixth reading E12: the source line named the source by its key with the English licence note
  // ("ที่มา: playtest (Playtest material, …)"); it takes the catalog's name in the locale.
  it.each([
    [
      'th',
      'D20Tests',
      'ที่มา: เอกสารอ้างอิงระบบ 5.2 ฉบับแปลภาษาไทยโดยชุมชน (ครีเอทีฟคอมมอนส์ แสดงที่มา 4.0 สากล) · /th/rules/D20Tests/',
    ],
    [
      'zh',
      'PlaytestContests',
      '来源：D&D 测试版规则：游戏方法（测试版规则材料，为比较规则而引用） · /zh/rules/PlaytestContests/',
    ],
    [
      'en',
      'PlaytestContests',
      'Source: D&D Playtest: How to Play (Playtest material, quoted for rules comparison) · /en/rules/PlaytestContests/',
    ],
  ])('names the source in %s by its title in that language (%s)', (locale, id, expected) => {
    const lines = captureRun('rule', id, '--locale', locale, '--api', api).stdout.split('\n');
    expect(lines[2]).toBe(expected);
  });

  // Issue 101: the Free Rules opening of PlayingtheGame ({en-none=free-rules-2024-th}) is named.
  it('names the source of paragraphs from another source than the rule', () => {
    const th = captureRun('rule', 'PlayingtheGame', '--locale', 'th', '--api', api).stdout.split('\n');
    expect(th[3]).toBe(
      '  ย่อหน้าที่ 1, 2: กฎฟรี D&D (2024) ฉบับแปลภาษาไทยโดยชุมชน (คำแปลของกฎฟรี ไม่ใช่สัญญาอนุญาตแบบเปิด)',
    );
    const en = captureRun('rule', 'PlayingtheGame', '--api', api).stdout;
    expect(en).not.toContain('Paragraphs');
  });

  it('names the source by its key when the catalog does not name it', () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'polyhedral-api-'));
    try {
      mkdirSync(path.join(bare, 'v2', 'th', 'rules'), { recursive: true });
      writeFileSync(path.join(bare, 'v2', 'index.json'), '{"kind":"catalog","sources":{}}');
      copyFileSync(
        path.join(api, 'v2', 'th', 'rules', 'D20Tests.json'),
        path.join(bare, 'v2', 'th', 'rules', 'D20Tests.json'),
      );
      const lines = captureRun('rule', 'D20Tests', '--locale', 'th', '--api', bare).stdout.split('\n');
      expect(lines[2]).toBe('ที่มา: srd-5.2-th (CC-BY-4.0) · /th/rules/D20Tests/');
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it('says a rule is not yet in the language, then prints the fallback text under that line', () => {
    const result = captureRun('rule', 'PlaytestContests', '--locale', 'zh', '--api', api);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('尚无此语言版本');
    expect(result.stdout).toContain('/en/rules/');
    const json = JSON.parse(
      captureRun('rule', 'PlaytestContests', '--locale', 'zh', '--api', api, '--json').stdout,
    );
    expect(json).toMatchObject({ state: 'missing', text: null, markdown: null, fallback: { locale: 'en' } });
  });

  const broken = mkdtempSync(path.join(tmpdir(), 'polyhedral-api-'));
  afterAll(() => rmSync(broken, { recursive: true, force: true }));

  it.each([
    [['rule', 'D20Tests', '--api', path.join(broken, 'nothing')], 'rules.cli.no-api'],
    [['rule', 'NoSuchRule', '--api', api], 'rules.cli.unknown-rule'],
    [['rule', '../../etc/passwd', '--api', api], 'rules.cli.bad-rule-id'],
    [['rule', 'Broken', '--api', broken], 'rules.cli.bad-api-file'],
    [['rule', 'Other', '--api', broken], 'rules.cli.bad-api-file'],
    [['rule', 'D20Tests', '--locale', 'th', '--api', broken], 'rules.cli.bad-api-file'],
    [['rule', '--api', api], 'rules.cli.missing-argument'],
  ])('%j is exit 2 with %s on stderr and nothing on stdout', (argv, code) => {
    mkdirSync(path.join(broken, 'v2', 'en', 'rules'), { recursive: true });
    mkdirSync(path.join(broken, 'v2', 'th', 'rules'), { recursive: true });
    writeFileSync(path.join(broken, 'v2', 'index.json'), '{}');
    writeFileSync(path.join(broken, 'v2', 'en', 'rules', 'Broken.json'), '{"kind":"rule",');
    // A real document under another rule's name.
    copyFileSync(
      path.join(api, 'v2', 'en', 'rules', 'D20Tests.json'),
      path.join(broken, 'v2', 'en', 'rules', 'Other.json'),
    );
    // A document whose state says missing but has no fallback.
    writeFileSync(
      path.join(broken, 'v2', 'th', 'rules', 'D20Tests.json'),
      JSON.stringify({
        kind: 'rule',
        apiVersion: 2,
        id: 'D20Tests',
        locale: 'th',
        title: 't',
        language: 'th',
        page: '/',
        source: 's',
        license: 'l',
        state: 'missing',
        text: null,
        reviewer: null,
        fallback: null,
      }),
    );
    const result = captureRun(...argv);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`[${code}]`);
  });
});

describe('rule --api <URL>', () => {
  // The CLI reads an address synchronously (a child Node fetches it): the server runs in another
  // process, as a site does, serving the fixture folder under /api/.
  let address = '';
  let server: ReturnType<typeof spawn> | undefined;
  beforeAll(async () => {
    const script = `const http = require('node:http'), fs = require('node:fs'), path = require('node:path');
const root = process.argv[1];
const s = http.createServer((q, r) => {
  const file = path.join(root, decodeURIComponent(q.url.replace(/^\\/api\\//, '')));
  if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) { r.writeHead(404); return r.end('{}'); }
  r.writeHead(200, { 'Content-Type': 'application/json' }); r.end(fs.readFileSync(file));
});
s.listen(0, '127.0.0.1', () => console.log(s.address().port));`;
    server = spawn(process.execPath, ['-e', script, api], { stdio: ['ignore', 'pipe', 'inherit'] });
    const port = await new Promise<string>((resolve) =>
      server!.stdout!.once('data', (data) => resolve(String(data).trim())),
    );
    address = `http://127.0.0.1:${port}/api`;
  });
  afterAll(() => server?.kill());

  it('reads the document over HTTP, as from a folder', () => {
    const result = captureRun('rule', 'D20Tests', '--locale', 'th', '--api', address, '--json');
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toMatchObject({ kind: 'rule', id: 'D20Tests', locale: 'th' });
  });

  // Issue 101: a wrong address (a site without an API there, a path off by one) said "no such rule".
  it('names a rule the site does not have, and refuses an address with no API as one', () => {
    expect(captureRun('rule', 'NoSuchRule', '--api', address).stderr).toContain('[rules.cli.unknown-rule]');
    for (const wrong of ['http://127.0.0.1:9/api', `${address}/v2`, address.replace(/\/api$/, '/apii')]) {
      const refused = captureRun('rule', 'D20Tests', '--api', wrong).stderr;
      expect(refused, wrong).toContain('[rules.cli.no-api-at]');
      expect(refused, wrong).not.toContain('unknown-rule');
    }
  });
});

// Issue 101: after an npm install (no repository around), `rule` without --api told the user to
// build the site with pnpm; it asks for --api (or POLYHEDRAL_API) instead.
describe('rule without --api outside the repository', () => {
  it('asks for an API address or folder, naming no build', () => {
    const away = mkdtempSync(path.join(tmpdir(), 'polyhedral-npm-'));
    const cwd = process.cwd();
    vi.stubEnv('POLYHEDRAL_API', '');
    try {
      process.chdir(away);
      const refused = captureRun('rule', 'D20Tests');
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('[rules.cli.no-api-given]');
      expect(refused.stderr).toContain('--api');
      expect(refused.stderr).not.toMatch(/pnpm|build/);
    } finally {
      process.chdir(cwd);
      vi.unstubAllEnvs();
      rmSync(away, { recursive: true, force: true });
    }
  });
});
