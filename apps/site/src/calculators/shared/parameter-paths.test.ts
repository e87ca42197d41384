import {
  CALCULATOR_KIND_NAMES,
  CALCULATOR_KINDS,
  type CalculatorKind,
  computeCalculator,
  validateCalculatorDirective,
} from '@polyhedral/core/calculators';
import { captureRun } from '@polyhedral/core/cli';
import { describe, expect, it } from 'vitest';
import { validateExpression } from './dice-field.ts';
import { validateParam } from './registry-fields.ts';
import { readUrlFields } from './url-state.ts';

/**
 * One parameter contract: the same parameters, spelt as the registry names them, written as a
 * `::calc{...}` directive, as a shared link (`?<kind>.<param>=<value>`) and as `polyhedral calc
 * <kind>` flags, give the same result. Booleans: `true` in the directive, `1` in the link, a bare
 * switch on the command line (readBoolean reads all of them).
 */
/** Parameters other than the defaults, where a kind has some worth a case (a kind without: its defaults). */
const CASES: Readonly<Partial<Record<CalculatorKind, Readonly<Record<string, string | true>>>>> = {
  dice: { expr: '3d6+2', critical: true, 'at-least': '12' },
  'd20-test': { 'kind-of-test': 'attack', bonus: '4', target: '14', advantage: '1', cover: 'half' },
  'attack-damage': { damage: '2d6+3', 'attack-bonus': '6', ac: '16', 'roll-mode': 'advantage' },
  'save-half': { damage: '8d6:fire;2d6:cold', dc: '15', targets: 'save=+2;save=+5,resist=fire' },
  'damage-application': {
    hp: '20',
    'max-hp': '30',
    parts: '7:slashing;4:fire',
    resist: 'fire',
    critical: true,
  },
  'death-saves': { successes: '1', failures: '1' },
  'point-buy': { scores: '15,14,13,12,10,8' },
  'ability-modifier': { score: '17' },
  'proficiency-bonus': { basis: 'level', level: '9' },
  'level-from-xp': { xp: '7000' },
  'travel-pace': { pace: 'fast', unit: 'hours', amount: '3', mounted: true },
  concentration: { damage: '23', bonus: '5', advantage: '1', roll: '6' },
  initiative: { bonus: '2', target: '13', condition: 'invisible' },
};

/** JSON as the CLI prints it (exact fractions as text), for comparing results of the three paths. */
const asJson = (value: unknown) =>
  JSON.parse(
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'bigint'
        ? item.toString()
        : item && typeof item === 'object' && 'num' in item && 'den' in item
          ? String(item)
          : item,
    ),
  );

describe('one parameter contract: directive, shared link and CLI flags agree', () => {
  it('has cases for kinds of the registry only', () => {
    expect(Object.keys(CASES).filter((kind) => !(CALCULATOR_KIND_NAMES as string[]).includes(kind))).toEqual(
      [],
    );
  });

  it.each(CALCULATOR_KIND_NAMES)('%s', (kind) => {
    const params = CASES[kind] ?? {};
    const spec = CALCULATOR_KINDS[kind];

    // 1. A directive: ::calc{kind="..." name="value" flag}
    const directive = validateCalculatorDirective(
      kind,
      Object.fromEntries(
        Object.entries(params).map(([name, value]) => [name, value === true ? 'true' : value]),
      ),
    );
    expect(directive.ok, JSON.stringify(directive)).toBe(true);
    const fromDirective = computeCalculator(kind, directive.params);

    // 2. A shared link: ?<kind>.<name>=<value>, each field read by the site's field reader.
    const query = new URLSearchParams(
      Object.entries(params).map(([name, value]) => [`${kind}.${name}`, value === true ? '1' : value]),
    );
    const fields = readUrlFields(`?${query}`, kind, Object.keys(params));
    const fromLink: Record<string, unknown> = {};
    for (const [name, raw] of Object.entries(fields)) {
      const param = spec.params.find((one) => one.name === name)!;
      const read = validateParam(param, raw, 1, validateExpression);
      expect(read.ok, `${name}=${raw}`).toBe(true);
      if (read.ok) fromLink[name] = read.value;
    }
    const linkResult = computeCalculator(kind, fromLink);

    // 3. The command line: polyhedral calc <kind> --name value --flag --json
    const argv = ['calc', kind, '--json'];
    for (const [name, value] of Object.entries(params))
      argv.push(...(value === true ? [`--${name}`] : [`--${name}`, value]));
    const { code, stdout, stderr } = captureRun(...argv);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });

    expect(asJson(linkResult)).toEqual(asJson(fromDirective));
    expect(JSON.parse(stdout)).toEqual(asJson(fromDirective));
  });
});
