import { existsSync, readdirSync, readFileSync } from 'node:fs';
import {
  CALCULATOR_KIND_NAMES,
  CALCULATOR_KINDS,
  defineCalculator,
  type ParamSpec,
} from '@polyhedral/core/calculators';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { calculatorMessages } from '../calculator-props.ts';
import { missingFieldWords } from './field-words.ts';
import { RegistryFields } from './RegistryFields.tsx';
import type { CalculatorProps } from './types.ts';
import { useRegistryCalculator } from './use-registry-calculator.ts';

/** A kind with one parameter of each type the component draws (and one it leaves to the island). */
const sample = defineCalculator({
  kind: 'sample',
  ruleId: 'AdvantageDisadvantage',
  params: [
    { name: 'bonus', type: 'integer', min: -5, max: 12, default: 3 },
    { name: 'roll', type: 'optional-integer', min: 1, max: 20, default: null },
    { name: 'cover', type: 'enum', options: ['none', 'half'], default: 'half' },
    { name: 'close', type: 'boolean', default: true },
    { name: 'states', type: 'enum-list', options: ['poisoned', 'prone'], default: ['prone'] },
    { name: 'faces', type: 'integer-list', min: 1, max: 20, maxItems: 3, default: [] },
    { name: 'older', type: 'integer', min: 0, max: 3, default: 0, rulesets: ['playtest'] },
  ] as const satisfies readonly ParamSpec[],
  compute: (input) => ({ total: input.bonus }),
});

const MESSAGES: Record<string, string> = {
  'calc.sample.bonus': 'Bonus',
  'calc.sample.bonus.hint': 'From {{min}} to {{max}}',
  'calc.common.roll': 'Common roll',
  'calc.sample.cover': 'Sample cover',
  'calc.common.cover.none': 'No cover',
  'calc.sample.cover.half': 'Half, sample words',
  'calc.sample.close': 'Within 5 feet',
  'calc.sample.states': 'Conditions',
  'calc.sample.states.poisoned': 'Poisoned',
  'calc.sample.states.prone': 'Prone',
  'calc.sample.faces': 'Faces',
  'calc.sample.older': 'Older rule',
  'calc.common.listSummary': '{{label}}: {{chosen}}',
  'calc.common.none': 'none',
  'calc.common.ruleset': 'Ruleset',
  'calc.common.ruleset.srd-5.2': 'SRD 5.2',
  'calc.common.ruleset.playtest': 'Playtest',
};

function Sample(props: CalculatorProps & { labelKeys?: Record<string, string> }) {
  const calc = useRegistryCalculator(sample, props);
  return h(RegistryFields, { calc, labelKeys: props.labelKeys });
}

/** A kind with a list whose places are named (as point buy's scores are by ability). */
const scores = defineCalculator({
  kind: 'scores',
  ruleId: 'GenerateYourScores',
  params: [
    {
      name: 'scores',
      type: 'integer-list',
      min: 1,
      max: 20,
      maxItems: 2,
      default: [8, 8],
      items: ['strength', 'wisdom'],
    },
  ] as const satisfies readonly ParamSpec[],
  compute: (input) => ({ total: input.scores.reduce((sum, score) => sum + score, 0) }),
});

function Scores(props: CalculatorProps) {
  const calc = useRegistryCalculator(scores, props);
  const total = calc.result?.ok ? `Total ${calc.result.total}` : 'no total';
  return h(RegistryFields, { calc, only: ['scores'], hints: { wisdom: total } });
}

function render(params: Record<string, unknown> = {}, labelKeys?: Record<string, string>): string {
  return renderToString(
    h(Sample, {
      locale: 'en',
      messages: MESSAGES,
      params,
      instanceId: 'sample',
      ruleId: 'AdvantageDisadvantage',
      labelKeys,
    }),
  );
}

/** The text of the label that names a control. */
function labelFor(html: string, id: string): string | undefined {
  return html.match(new RegExp(`<label for="${id}">([^<]*)</label>`))?.[1];
}

describe('RegistryFields: a field per registry parameter, by its type', () => {
  it('an integer is a labelled text field with its default, its hint from the limits', () => {
    const html = render();
    expect(labelFor(html, 'sample-bonus')).toBe('Bonus');
    expect(html).toMatch(/<input id="sample-bonus" type="text" inputmode="numeric"[^>]*value="3"/);
    expect(html).toContain('From −5 to 12');
  });

  it('a parameter without its own words takes the common ones (calc.common.<param>)', () => {
    const html = render();
    expect(labelFor(html, 'sample-roll')).toBe('Common roll');
    expect(html).toMatch(/<input id="sample-roll"[^>]*value aria-invalid="false"/);
  });

  it("an enum is a select of its options, each option's words the kind's own or the common ones", () => {
    const html = render();
    expect(labelFor(html, 'sample-cover')).toBe('Sample cover');
    expect(html).toContain('<option value="none">No cover</option>');
    expect(html).toContain('<option selected value="half">Half, sample words</option>');
  });

  it('a boolean is a checkbox, checked by its value', () => {
    expect(render()).toMatch(/<input id="sample-close" type="checkbox" checked/);
    expect(render({ close: false })).not.toMatch(/<input id="sample-close" type="checkbox" checked/);
    expect(labelFor(render(), 'sample-close')).toBe('Within 5 feet');
  });

  it('an enum list is a group of checkboxes whose visible summary names what is chosen', () => {
    const html = render({ states: ['poisoned', 'prone'] });
    expect(html).toContain('<summary>Conditions: Poisoned Prone</summary>');
    expect(html).toMatch(/<input type="checkbox" name="sample-states" value="poisoned" checked/);
    expect(render({ states: [] })).toContain('<summary>Conditions: none</summary>');
  });

  it('a parameter its ruleset does not read is not drawn; the ruleset is a select', () => {
    expect(render()).not.toContain('sample-older');
    expect(labelFor(render({ ruleset: 'playtest' }), 'sample-older')).toBe('Older rule');
    expect(render()).toContain('<option value="playtest">Playtest</option>');
  });

  it("a list whose places are named is a field per place, worded by the place, with the island's hint", () => {
    const html = renderToString(
      h(Scores, {
        locale: 'en',
        messages: {
          ...MESSAGES,
          'calc.scores.scores.strength': 'Strength',
          'calc.scores.scores.wisdom': 'Wisdom',
        },
        params: { scores: [12, 9] },
        instanceId: 'scores',
        ruleId: 'GenerateYourScores',
      }),
    );
    expect(labelFor(html, 'scores-strength')).toBe('Strength');
    expect(labelFor(html, 'scores-wisdom')).toBe('Wisdom');
    expect(html).toMatch(/<input id="scores-strength"[^>]*value="12"/);
    expect(html).toMatch(/<input id="scores-wisdom"[^>]*value="9"/);
    expect(html).toContain('Total 21');
    expect(html).not.toContain('id="scores-scores"');
  });

  it('a label that depends on another field takes the key the island gives', () => {
    expect(labelFor(render({}, { bonus: 'calc.sample.faces' }), 'sample-bonus')).toBe('Faces');
  });
});

/** The kinds whose island draws its fields with RegistryFields. */
const DRAWN_KINDS = CALCULATOR_KIND_NAMES.filter((kind) => {
  const folder = new URL(`../${kind}/`, import.meta.url);
  // A kind without an island is named by calculator-islands.test.ts.
  return (existsSync(folder) ? readdirSync(folder) : []).some(
    (file) =>
      // Drawn by RegistryFields itself or by the frame's `fields`.
      file.endsWith('.tsx') &&
      /<RegistryFields|\sfields=\{\{/.test(readFileSync(new URL(file, folder), 'utf8')),
  );
});

describe('every parameter the site draws has its words in every language', () => {
  it('every island draws its fields from the registry', () => {
    expect(CALCULATOR_KIND_NAMES.filter((kind) => !DRAWN_KINDS.includes(kind))).toEqual([]);
  });
  const drawn = (kind: (typeof CALCULATOR_KIND_NAMES)[number]) =>
    (CALCULATOR_KINDS[kind].params as readonly ParamSpec[]).filter(
      (param) => param.type !== 'damage-parts' && param.type !== 'save-targets',
    );
  for (const locale of ['en', 'th', 'zh'] as const) {
    it.each(DRAWN_KINDS)(`${locale}: %s`, (kind) => {
      const messages = calculatorMessages(locale, kind);
      const missing = drawn(kind).flatMap((param) => missingFieldWords(messages, kind, param));
      expect(missing).toEqual([]);
    });
  }
});
