/**
 * Inline markup nested thousands deep (issue: pre-release probe, round 3): a save of it is refused
 * with file:line before any parse, and a file holding it on disk (a `git pull`) makes only its own
 * sections say so; every other request answers as usual, at once.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent } from '@polyhedral/content';
import { treeHash } from '@polyhedral/content/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ORIGIN, type ApiApp, apiApp, sessionCall, sessionHeaders } from '../../tests/api-app.ts';
import { makeTempContent, type TempContent } from '../../tests/temp-content.ts';
import type { RefusalResponse } from '../shared/api-types.ts';

const NESTED: [string, string][] = [
  ['emphasis', `${'*'.repeat(6000)}a${'*'.repeat(6000)}`],
  ['images', `x ${'!['.repeat(3000)}a${'](i.png)'.repeat(3000)}`],
  ['mixed', `x ${'*`c`_[~~'.repeat(1000)}a${'~~](/x)_*'.repeat(1000)}`],
];

let temp: TempContent;
let app: ApiApp;

const get = (pathname: string) => app.request(`${API_ORIGIN}${pathname}`, { headers: sessionHeaders() });
const post = (pathname: string, body: unknown) => sessionCall(app, pathname, body);

beforeAll(async () => {
  temp = makeTempContent();
  app = apiApp(temp.root);
  // The first request loads the model; the timings below are the save's own.
  await get('/api/overview');
});
afterAll(() => temp.remove());

describe('inline markup nested thousands deep', () => {
  it.each(NESTED)(
    'a save of %s is refused with its line in the section (by the nesting scan, not the parser); nothing written',
    async (_, text) => {
      const section = await (await get('/api/section/th/Dice?ui=en')).json();
      const before = treeHash(temp.root);
      const response = await post('/api/save/th/Dice', {
        markdown: `${section.markdown}\n\n${text}`,
        base: section.base,
      });
      expect(response.status).toBe(422);
      const { error } = (await response.json()) as RefusalResponse;
      expect(error.code).toBe('content.write.inline-too-deep');
      // Named as the editor numbers it: the section and its line there (the text's last line).
      const line = `${section.markdown}\n\n${text}`.split('\n').length;
      expect(error.params).toMatchObject({ file: 'Dice', line, sectionLine: line });
      expect(error.params?.depth as number).toBeGreaterThan(1000);
      expect(treeHash(temp.root)).toBe(before);
    },
  );

  it('40 stray `_`, `*` and `[` nothing closes are text: the save is written', async () => {
    const section = await (await get('/api/section/th/Dice?ui=en')).json();
    const stray = Array.from({ length: 120 }, (_, n) => `${'_*['[n % 3]}w${n}`).join(' ');
    const response = await post('/api/save/th/Dice', {
      markdown: `${section.markdown}\n\n${stray}`,
      base: section.base,
    });
    expect(response.status).toBe(200);
    const saved = await (await get('/api/section/th/Dice?ui=en')).json();
    expect(saved.markdown).toContain(stray);
  });

  it('thousands of stray openers closers look back over: refused at file:line as stray-openers', async () => {
    const section = await (await get('/api/section/th/Dice?ui=en')).json();
    const before = treeHash(temp.root);
    const text = `${'*a '.repeat(2000)}${'b_ '.repeat(2000)}`;
    const response = await post('/api/save/th/Dice', {
      markdown: `${section.markdown}\n\n${text}`,
      base: section.base,
    });
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as RefusalResponse;
    expect(error.code).toBe('content.write.stray-openers');
    const line = `${section.markdown}\n\n${text}`.split('\n').length;
    expect(error.params).toMatchObject({ file: 'Dice', line });
    expect(treeHash(temp.root)).toBe(before);
  });

  it('such a file on disk: its sections say why, every other request answers at once', async () => {
    const model = loadContent({ root: temp.root });
    const file = model.sections.get('AbilityScores')!.th!.file;
    const absolute = path.join(temp.root, file);
    const text = readFileSync(absolute, 'utf8');
    const line = text.split('\n').length + 2;
    writeFileSync(absolute, `${text}\n\n${NESTED[0]![1]}\n`);
    try {
      const overview = await get('/api/overview');
      expect(overview.status).toBe(200);
      const section = await get('/api/section/th/AbilityScores?ui=en');
      expect(section.status).toBe(200);
      const body = (await section.json()) as {
        unreadable: string | null;
        creatable: boolean;
        markdown: null;
      };
      expect(body).toMatchObject({ creatable: false, markdown: null });
      expect(body.unreadable).toMatch(new RegExp(`^${file}:${line}:1: error markdown-inline-too-deep`));
      // Another file's section is untouched by it.
      const other = (await (await get('/api/section/th/Dice?ui=en')).json()) as {
        unreadable: null;
        markdown: string;
      };
      expect(other.unreadable).toBeNull();
      expect(other.markdown.length).toBeGreaterThan(0);
    } finally {
      writeFileSync(absolute, text);
    }
  });
});
