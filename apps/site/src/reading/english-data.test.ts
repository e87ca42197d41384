import { describe, expect, it } from 'vitest';
import { readSectionEnglish, ruleDocumentUrl } from './english-data.ts';

describe('the English documents, read defensively', () => {
  it('keeps well-formed blocks by index and the changes of a stale translation', () => {
    const read = readSectionEnglish(
      {
        blocks: [
          { index: 0, kind: 'heading', text: 'Combat' },
          { index: 'x', text: 'no' },
          { index: 2, text: 5 },
          null,
        ],
      },
      {
        englishChanges: {
          since: 'abc',
          blocks: [
            {
              index: 0,
              parts: [
                { kind: 'same', value: 'Com' },
                { kind: 'added', value: 'bat' },
                { kind: 'evil', value: 'x' },
              ],
            },
            { index: 'y', parts: [] },
          ],
        },
      },
    );
    expect([...read.blocks.keys()]).toEqual([0]);
    expect(read.blocks.get(0)).toEqual({ index: 0, kind: 'heading', text: 'Combat' });
    expect(read.changes.get(0)).toEqual([
      { kind: 'same', value: 'Com' },
      { kind: 'added', value: 'bat' },
    ]);
    expect(read.changes.size).toBe(1);
  });

  it('reads nothing from a document that is not one', () => {
    const read = readSectionEnglish('<html>', 42);
    expect(read.blocks.size).toBe(0);
    expect(read.changes.size).toBe(0);
  });

  it('asks for the rule document of the locale', () => {
    expect(ruleDocumentUrl('en', 'D20Tests')).toBe('/api/v1/en/rules/D20Tests.json');
  });
});
