import { CALCULATOR_KIND_NAMES, type CalculatorKind } from '@polyhedral/core/calculators';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { type CalculatorIslandProps, calculatorMessages, instanceIdFor } from '../calculator-props.ts';
import { readUrlFields, writeUrlFields } from './url-state.ts';

type Island = (props: CalculatorIslandProps) => preact.JSX.Element;

/** Every kind's island, found by its path (calculator-islands.ts): no list of kinds here. */
const ISLANDS = Object.fromEntries(
  Object.entries(import.meta.glob<Island>('../*/index.tsx', { eager: true, import: 'default' })).map(
    ([file, island]) => [file.split('/')[1]!, island],
  ),
) as Readonly<Partial<Record<CalculatorKind, Island>>>;

function islandOf(kind: CalculatorKind): Island {
  const island = ISLANDS[kind];
  if (!island) throw new Error(`no src/calculators/${kind}/index.tsx for the kind ${kind}`);
  return island;
}

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
        return { instanceId, ids: idsIn(renderToString(h(islandOf(kind), props))) };
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
