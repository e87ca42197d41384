/**
 * A writer's refusal is a problem whose code is the full message key (`content.write.<what>`,
 * `content.frontmatter.<what>`): no edge prefixes it. Every code is a message in en, th and zh,
 * and the CLI's wording of it is i18n's formatProblem.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTranslator, WRITTEN_LOCALES } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { FRONT_MATTER_REFUSAL_CODES } from '../front-matter/map-entries-types.ts';
import { refusalText } from './apply-map-edits.ts';
import { WRITE_REFUSAL_CODES } from './write-refusal.ts';
import { writeRefusalMessage } from './write-refusal-message.ts';

describe('writer refusal codes', () => {
  it.each(WRITTEN_LOCALES)('are message keys in %s', (locale) => {
    const { has } = createTranslator(locale);
    for (const code of WRITE_REFUSAL_CODES) expect(has(code), code).toBe(true);
    for (const code of FRONT_MATTER_REFUSAL_CODES) expect(has(code), code).toBe(true);
  });

  it('word a write refusal through formatProblem: the place as digits, a size grouped', () => {
    const refusal = {
      code: 'content.write.too-large' as const,
      file: 'th/playing-the-game/RhythmofPlay.md',
      line: 1234,
      params: { size: 1048577, limit: 1048576 },
    };
    const en = writeRefusalMessage(refusal, 'en');
    expect(en).toBe(
      'th/playing-the-game/RhythmofPlay.md would be 1,048,577 bytes, over the limit of 1,048,576 bytes. Nothing was written.',
    );
    expect(writeRefusalMessage(refusal, 'th')).toContain('1,048,577');
    expect(
      writeRefusalMessage(
        { code: 'content.write.unclosed-block', file: 'zh/a.md', line: 1234, params: { opener: '```' } },
        'zh',
      ),
    ).toMatch(/^zh\/a\.md:1234：/);
  });

  it('word a front matter refusal with its own `what` and the writer reason inside', () => {
    const text = refusalText(
      {
        line: 3,
        code: 'content.frontmatter.write-refused',
        params: {},
        write: { code: 'content.write.not-utf8', file: 'th/a.md', params: {} },
      },
      'en',
    );
    expect(text).toBe('th/a.md: the text is not valid UTF-8. Nothing was written. — fix the file first');
    expect(
      refusalText(
        {
          line: 2,
          code: 'content.frontmatter.flow-map',
          params: { what: 'value', id: 'Foo', map: 'translated' },
        },
        'en',
      ),
    ).toBe(
      'the value of `Foo:` is written in flow style ({...}) — write `translated:` as a block: one `ID: "value"` per line, indented under it',
    );
  });

  it('are never prefixed at an edge: no source builds a key from a prefix and a bare code', () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    const prefixing = /`(content\.write|content\.frontmatter|handback\.bundle|handback\.import)\.\$\{/;
    const found = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => prefixing.test(readFileSync(path.join(src, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
