import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CALCULATOR_KIND_NAMES } from '@polyhedral/core/calculators';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_STRING_PREFIXES, calculatorMessages } from './calculator-props.ts';

const calculatorsDir = fileURLToPath(new URL('./', import.meta.url));

/** Every `calc.*` key written as a literal (or the literal start of a template) in a folder's sources. */
function keysIn(folder: string): string[] {
  const keys = new Set<string>();
  const dir = path.join(calculatorsDir, folder);
  // A kind without an island is named by calculator-islands.test.ts.
  for (const file of existsSync(dir) ? readdirSync(dir) : []) {
    if (!/\.tsx?$/.test(file) || file.endsWith('.test.ts')) continue;
    const source = readFileSync(path.join(calculatorsDir, folder, file), 'utf8');
    for (const match of source.matchAll(/['`"](calc\.[\w-]+\.[\w.-]*)/g)) keys.add(match[1]!);
  }
  return [...keys];
}

describe('strings handed to each calculator island', () => {
  it('lists borrowed string families for kinds of the registry only', () => {
    const kinds: readonly string[] = CALCULATOR_KIND_NAMES;
    expect(Object.keys(CALCULATOR_STRING_PREFIXES).filter((kind) => !kinds.includes(kind))).toEqual([]);
  });

  it.each([...CALCULATOR_KIND_NAMES])('%s: every calc.* key its island reads is handed to it', (kind) => {
    const messages = calculatorMessages('th', kind);
    // Glossary names (`calc.term.*`) are handed to the kinds whose parameters list conditions (below).
    // The damage and save-for-half islands draw their damage parts from damage-steps/.
    const steps = kind === 'damage-application' || kind === 'save-half' ? keysIn('damage-steps') : [];
    for (const key of [...keysIn(kind), ...keysIn('shared'), ...steps].filter(
      (key) => key !== 'calc.term.',
    )) {
      const covered = key.endsWith('.')
        ? Object.keys(messages).some((k) => k.startsWith(key))
        : key in messages;
      expect(covered, `${kind} reads ${key}`).toBe(true);
    }
  });

  it('embeds only what a kind needs: the travel-pace island gets no dice or damage strings', () => {
    const keys = Object.keys(calculatorMessages('en', 'travel-pace'));
    expect(keys.some((key) => key.startsWith('calc.travel-pace.'))).toBe(true);
    expect(keys.some((key) => key.startsWith('calc.dice.') || key.startsWith('damage.step.'))).toBe(false);
  });
});
