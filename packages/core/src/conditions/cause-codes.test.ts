import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONDITION_CAUSE_CODES, isConditionCauseCode } from './cause-codes.ts';

const SRC = new URL('..', import.meta.url).pathname;
const EN_CONDITIONS = new URL('../../../i18n/src/resources/en/conditions.json', import.meta.url);

/** Every `conditions.cause.*` code the core's source (not its tests) writes, a template's `${…}` as `*`. */
function codesInSource(): Set<string> {
  const codes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (
        entry.name.endsWith('.ts') &&
        !entry.name.endsWith('.test.ts') &&
        entry.name !== 'cause-codes.ts'
      ) {
        // Quoted codes (a `startsWith` test of a family is a prefix, not a code).
        const quoted = /(?<!startsWith\()['`](conditions\.cause\.[a-z0-9-]+)(\$\{)?/g;
        for (const match of readFileSync(path, 'utf8').matchAll(quoted)) {
          codes.add(match[2] ? `${match[1]}*` : match[1]!);
        }
      }
    }
  };
  walk(SRC);
  return codes;
}

describe('the closed list of reasons (CONDITION_CAUSE_CODES)', () => {
  it('holds every code the source writes (a Speed reason built from its effect as a family)', () => {
    const listed = new Set<string>(CONDITION_CAUSE_CODES);
    const written = [...codesInSource()];
    expect(written.length).toBeGreaterThan(20);
    for (const code of written) {
      if (code.endsWith('*')) {
        const stem = code.slice(0, -1);
        expect(CONDITION_CAUSE_CODES.filter((one) => one.startsWith(stem)).length, code).toBeGreaterThan(0);
      } else expect(listed.has(code), code).toBe(true);
    }
  });

  it('is exactly the conditions.cause.* messages of en (plural forms as one code)', () => {
    const messages = JSON.parse(readFileSync(EN_CONDITIONS, 'utf8')) as Record<string, string>;
    const keys = new Set(
      Object.keys(messages)
        .filter((key) => key.startsWith('conditions.cause.'))
        .map((key) => key.replace(/_(one|other)$/, '')),
    );
    expect([...keys].sort()).toEqual([...CONDITION_CAUSE_CODES].sort());
  });

  it('a prefix alone is not a code', () => {
    expect(isConditionCauseCode('conditions.cause.advantage')).toBe(true);
    expect(isConditionCauseCode('conditions.cause.')).toBe(false);
    expect(isConditionCauseCode('conditions.cause.made-up')).toBe(false);
  });
});
