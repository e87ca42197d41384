import { describe, expect, it } from 'vitest';
import * as dice from './index.ts';

describe('public exports (docs/DECISIONS.md "@polyhedral/dice")', () => {
  it('are exactly the documented API', () => {
    expect(Object.keys(dice).sort()).toEqual([
      'DICE_ERROR_CODES',
      'DICE_EXPECTED',
      'DICE_LIMITS',
      'DICE_NOTE_CODES',
      'DiceError',
      'DiceEvaluationError',
      'DiceLimitError',
      'DiceSyntaxError',
      'checkWork',
      'cryptoRandom',
      'distributionFromWeights',
      'distributionOf',
      'distributionSummary',
      'equallyLikelyOutcomes',
      'estimateDistributionRange',
      'estimateDistributionWork',
      'foldInput',
      'formatDice',
      'formatHistogram',
      'mapDiceGroups',
      'mapDistribution',
      'mixDistributions',
      'momentsOf',
      'parseDice',
      'parseDiceWithNotes',
      'percentile',
      'probabilityAtLeast',
      'readInteger',
      'readIntegerIn',
      'rollDice',
      'seededRandom',
      'sumAllDistributions',
      'sumAllWork',
      'sumDistributions',
      'sumWork',
    ]);
  });

  it('work together from a string: 2d20kh1 + 5 >= 16 is 0.75 (Advantage, 002 line 206)', () => {
    const node = dice.parseDice('2d20kh1 + 5 >= 16');
    expect(dice.probabilityAtLeast(dice.distributionOf(node), 1)).toBeCloseTo(0.75, 12);
    expect(dice.rollDice(node, dice.seededRandom(1)).expression).toBe('2d20kh1 + 5 >= 16');
  });
});
