import { CALCULATOR_KIND_NAMES, type CalculatorKind } from '@polyhedral/core/calculators';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import AbilityModifier from '../ability-modifier/index.tsx';
import AttackDamage from '../attack-damage/index.tsx';
import { type CalculatorIslandProps, calculatorMessages, instanceIdFor } from '../calculator-props.ts';
import Concentration from '../concentration/index.tsx';
import D20Test from '../d20-test/index.tsx';
import DamageApplication from '../damage-application/index.tsx';
import DeathSaves from '../death-saves/index.tsx';
import Dice from '../dice/index.tsx';
import Initiative from '../initiative/index.tsx';
import LevelFromXp from '../level-from-xp/index.tsx';
import PointBuy from '../point-buy/index.tsx';
import ProficiencyBonus from '../proficiency-bonus/index.tsx';
import SaveHalf from '../save-half/index.tsx';
import TravelPace from '../travel-pace/index.tsx';
import { readUrlFields, writeUrlFields } from './url-state.ts';

const ISLANDS: Record<CalculatorKind, (props: CalculatorIslandProps) => preact.JSX.Element> = {
  'ability-modifier': AbilityModifier,
  'attack-damage': AttackDamage,
  'd20-test': D20Test,
  'damage-application': DamageApplication,
  'death-saves': DeathSaves,
  dice: Dice,
  'level-from-xp': LevelFromXp,
  'point-buy': PointBuy,
  'proficiency-bonus': ProficiencyBonus,
  'save-half': SaveHalf,
  'travel-pace': TravelPace,
  concentration: Concentration,
  initiative: Initiative,
};

/** Every element ID and label target in rendered HTML. */
function idsIn(html: string): string[] {
  return [...html.matchAll(/\s(?:id|for)="([^"]+)"/g)].map((m) => m[1]!);
}

describe('several calculators of one kind on one page', () => {
  it('numbers instances per page: the kind first, then <kind>-2, <kind>-3', () => {
    const seen = new Map<string, number>();
    expect(['dice', 'd20-test', 'dice', 'dice', 'd20-test'].map((k) => instanceIdFor(seen, k))).toEqual([
      'dice',
      'd20-test',
      'dice-2',
      'dice-3',
      'd20-test-2',
    ]);
  });

  it.each(CALCULATOR_KIND_NAMES)(
    '%s: two islands render with disjoint element IDs keyed by their instance',
    (kind) => {
      const seen = new Map<string, number>();
      const render = () => {
        const instanceId = instanceIdFor(seen, kind);
        const props: CalculatorIslandProps = {
          kind,
          instanceId,
          params: {},
          ruleId: 'HalfDamage',
          locale: 'en',
          messages: calculatorMessages('en', kind),
        };
        return { instanceId, ids: idsIn(renderToString(h(ISLANDS[kind], props))) };
      };
      const first = render();
      const second = render();
      expect(second.instanceId).toBe(`${kind}-2`);
      expect(first.ids.length).toBeGreaterThan(0);
      for (const { instanceId, ids } of [first, second]) {
        for (const id of ids) expect(id.startsWith(`${instanceId}-`), `${id} in ${instanceId}`).toBe(true);
      }
      // "save-half-2-dc" must not be mistaken for an ID of "save-half": exact sets are disjoint.
      expect(first.ids.filter((id) => second.ids.includes(id))).toEqual([]);
    },
  );

  it('keeps URL state apart: writing the second instance leaves the first one’s fields as they were', () => {
    const fields = ['damage', 'dc'];
    let search = writeUrlFields('', 'save-half', { damage: '10d6', dc: '15' }, { damage: '8d6', dc: '15' });
    search = writeUrlFields(search, 'save-half-2', { damage: '8d6', dc: '12' }, { damage: '8d6', dc: '15' });
    expect(readUrlFields(search, 'save-half', fields)).toEqual({ damage: '10d6' });
    expect(readUrlFields(search, 'save-half-2', fields)).toEqual({ dc: '12' });
  });
});
