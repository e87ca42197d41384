/**
 * Translation memory over the real content: an exact repeat comes first with similarity 1, a
 * near repeat (one number changed) is found below it, and a paragraph from the section being
 * translated is never suggested to itself.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../loader/load-content.ts';
import { buildTranslationMemory, paragraphsOf } from './translation-memory.ts';

const model = loadContent();

describe('translation memory', () => {
  const memory = buildTranslationMemory(model, 'th');

  it('pairs English and Thai paragraphs of sections whose blocks line up', () => {
    expect(memory.entries.length).toBeGreaterThan(250);
    const resting = memory.entries.filter((entry) => entry.id === 'Resting');
    const english = paragraphsOf(model.sections.get('Resting')!.en!.markdown);
    const thai = paragraphsOf(model.sections.get('Resting')!.th!.markdown);
    expect(resting.map((entry) => entry.english)).toEqual(english);
    expect(resting.map((entry) => entry.translation)).toEqual(thai);
  });

  it('an exact repeat first, with similarity 1, and its own translation', () => {
    const entry = memory.entries.find((candidate) => candidate.english.split(' ').length > 12)!;
    const [first] = memory.suggest(entry.english);
    expect(first).toMatchObject({ english: entry.english, similarity: 1 });
    expect(first!.translation).toBe(entry.translation);
  });

  it('a near repeat (a number changed) is suggested below 1; an unrelated sentence is not', () => {
    const entry = memory.entries.find(
      (candidate) => /\b\d+\b/.test(candidate.english) && candidate.english.length > 120,
    )!;
    const changed = entry.english.replace(/\b(\d+)\b/, (digits) => String(Number(digits) + 1));
    const found = memory.suggest(changed);
    expect(found[0]!.english).toBe(entry.english);
    expect(found[0]!.similarity).toBeLessThan(1);
    expect(found[0]!.similarity).toBeGreaterThan(0.7);
    expect(memory.suggest('Quantum chromodynamics describes gluons binding quarks together.')).toEqual([]);
  });

  it('finds a sentence of the same shape in another section (SRD Actions: "On your turn, you can move...")', () => {
    const turn = memory.entries.find((entry) =>
      entry.english.startsWith('On your turn, you can move a distance'),
    )!;
    const [best] = memory.suggest(turn.english, { except: turn.id });
    expect(best!.english.startsWith('On your turn, you can move a distance')).toBe(true);
    expect(best!.similarity).toBeGreaterThan(0.5);
  });

  it('never suggests a section to itself', () => {
    const entry = memory.entries.find((candidate) => candidate.english.length > 80)!;
    expect(memory.suggest(entry.english, { except: entry.id }).every((found) => found.id !== entry.id)).toBe(
      true,
    );
  });
});
