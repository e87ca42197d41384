import { describe, expect, it } from 'vitest';
import { type CorpusEntry, type Decision, PEER_CORPUS } from '../../test/support/peer-corpus.ts';
import { syntaxRefusal } from '../../test/support/syntax-refusal.ts';
import { distributionOf } from '../evaluate/distribution.ts';
import { parseDiceWithNotes } from '../parser/parse-dice.ts';

/** Which note names each decision where a spelling reads differently from a peer. */
const NOTE_OF: Record<Decision, string | null> = {
  'division-rounds-down': 'dice.note.division-rounds-down',
  'total-compared': 'dice.note.total-compared',
  'strict-compare-point': 'dice.note.compare-point-strict',
  'chains-ranked-whole': 'dice.note.chains-ranked-whole',
  'k-keeps-highest': 'dice.note.keep-highest',
  'sets-refused': null,
};

const refusal = syntaxRefusal;

describe('peer corpus (issue 50): spellings from d20, Roll20 and rpg-dice-roller docs and 5e tables', () => {
  for (const entry of PEER_CORPUS) {
    it(`${entry.input}`, () => {
      if (entry.refused !== undefined) {
        const error = refusal(entry.input);
        expect(error.code).toBe(entry.refused);
        if (entry.suggestion !== undefined) expect(error.params.suggestion).toBe(entry.suggestion);
        return;
      }
      const { node, notes } = parseDiceWithNotes(entry.input);
      const dist = distributionOf(node);
      if (entry.mean !== undefined) expect(dist.mean).toBeCloseTo(entry.mean, 8);
      expect(dist.min).toBe(entry.min);
      if (entry.max === Infinity) expect(dist.unbounded).toBe('above');
      else expect(dist.max).toBe(entry.max);
      // Every spelling a peer reads differently carries the note that names the other reading.
      for (const reading of Object.values(entry.peers)) {
        const note = reading === 'same' || reading === 'label' ? null : NOTE_OF[reading];
        if (note !== null) expect(notes.map((n) => n.code)).toContain(note);
      }
    });
  }

  it('counts: accepted, same meaning per peer, different by decision, refused with a named spelling', () => {
    const accepted = PEER_CORPUS.filter((e) => e.refused === undefined);
    const refused = PEER_CORPUS.filter((e) => e.refused !== undefined);
    const named = refused.filter((e) => refusal(e.input).params.suggestion !== undefined);
    const count = (peer: keyof CorpusEntry['peers'], reading: (r: string) => boolean) =>
      PEER_CORPUS.filter((e) => e.peers[peer] !== undefined && reading(e.peers[peer]!)).length;
    const same = (r: string) => r === 'same';
    const differs = (r: string) => r !== 'same' && r !== 'label';
    const summary = {
      strings: PEER_CORPUS.length,
      accepted: accepted.length,
      refused: refused.length,
      refusedWithSpelling: named.length,
      same: { d20: count('d20', same), roll20: count('roll20', same), rdr: count('rdr', same) },
      byDecision: {
        d20: count('d20', differs),
        roll20: count('roll20', differs),
        rdr: count('rdr', differs),
      },
    };
    expect(summary).toEqual({
      strings: 96,
      accepted: 81,
      refused: 15,
      refusedWithSpelling: 15,
      same: { d20: 45, roll20: 50, rdr: 57 },
      byDecision: { d20: 5, roll20: 11, rdr: 8 },
    });
  });
});
