import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXTRACT_HEADERS } from './format.ts';
import { extractUrl, inventoryTables, lineRange, readExtract, seedLines } from './index.ts';

describe('seed extracts', () => {
  it('has one file per seed, each opening with its source and licence', () => {
    const files = readdirSync(extractUrl('')).filter((name) => name.endsWith('.txt'));
    expect(files.sort()).toEqual(Object.keys(EXTRACT_HEADERS).map((seed) => `${seed}.txt`));
    for (const seed of Object.keys(EXTRACT_HEADERS)) {
      const text = readFileSync(extractUrl(`${seed}.txt`), 'utf8');
      expect(text.startsWith(EXTRACT_HEADERS[seed]!.join('\n')), seed).toBe(true);
      expect(text, seed).toMatch(/Wizards of the Coast LLC/);
    }
  });

  it('keeps every line under its line number, in ascending order', () => {
    for (const seed of Object.keys(EXTRACT_HEADERS)) {
      const numbers = [...readExtract(seed).keys()];
      expect(numbers.length, seed).toBeGreaterThan(10);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    }
  });

  it('reads a line range and refuses a line that was not extracted, naming the command that adds it', () => {
    // SRD 5.2 "Ability Modifiers" table (Covertable and friends are in the same seed).
    expect(seedLines('002', 62, 63)).toContain('\n');
    expect(() => seedLines('002', 1_000_000)).toThrow(
      /not in extracts\/002.txt.*extract <shared folder> 002:1000000/,
    );
  });

  it('parses line ranges and lists the numeric inventory tables', () => {
    expect(lineRange('62-79')).toEqual([62, 79]);
    expect(lineRange('173')).toEqual([173, 173]);
    expect(inventoryTables().map((row) => row.id)).toContain('AbilityModifiersTable');
  });
});
