/**
 * The quantities of one aligned pair compared, kind by kind (a number, a fraction, a percentage, a
 * direction, a turn's boundary, which turn, a unit): each value the English writes must be written
 * as often in the translation, within what the soft forms allow ("a creature" may or may not be
 * "一个生物"). A value written less often is missing (content.quantities.missing), more often extra
 * (content.quantities.extra), one in another's place changed (content.quantities.changed, at the
 * translated occurrence that no English one answers). When every count agrees, the order of a
 * kind's values, occurrence by occurrence, must be the English order where neither side has a soft
 * form (content.quantities.order: "start … end" written "end … start"). Browser-safe.
 */
import type { Position } from '../numbers/block-texts.ts';
import type { NumberReport } from '../numbers/number-report.ts';
import type { PlacedQuantity } from './quantity-side.ts';
import type { QuantityKind } from './quantity-words.ts';

export interface QuantityCheck {
  report: NumberReport;
  /** A value declared in content/qa-exceptions.yaml for this section (`kind:value`). */
  excepted: (value: string) => boolean;
  /** Whether to compare the order too (false when the section is not aligned). */
  ordered: boolean;
}

/**
 * The kinds whose order is compared: a turn's start and end, this turn and the next. Numbers keep
 * theirs by the number check (clause-order.ts); units and directions move with the grammar ("24
 * hours per day" is "每天 24 小时").
 */
const ORDERED: ReadonlySet<QuantityKind> = new Set(['boundary', 'turn']);

/** The kinds compared, in the order findings are made. */
const KINDS: readonly QuantityKind[] = [
  'number',
  'measure',
  'fraction',
  'percent',
  'direction',
  'boundary',
  'turn',
  'unit',
];

interface Counts {
  firm: number;
  soft: number;
}

function counted(quantities: readonly PlacedQuantity[]): Map<string, Counts> {
  const counts = new Map<string, Counts>();
  for (const quantity of quantities) {
    const entry = counts.get(quantity.value) ?? { firm: 0, soft: 0 };
    if (quantity.soft) entry.soft += 1;
    else entry.firm += 1;
    counts.set(quantity.value, entry);
  }
  return counts;
}

const ZERO: Counts = { firm: 0, soft: 0 };

/** The translated occurrences of `value` that no English occurrence answers, by relative place. */
function unanswered(
  english: readonly PlacedQuantity[],
  translated: readonly PlacedQuantity[],
  value: string,
  surplus: number,
): PlacedQuantity[] {
  const place = (list: readonly PlacedQuantity[], item: PlacedQuantity) =>
    list.length < 2 ? 0 : list.indexOf(item) / (list.length - 1);
  const wanted = english.filter((quantity) => quantity.value === value).map((q) => place(english, q));
  const candidates = translated.filter((quantity) => quantity.value === value && !quantity.soft);
  const distance = (item: PlacedQuantity) =>
    Math.min(...wanted.map((at) => Math.abs(at - place(translated, item))), 2);
  return [...candidates].sort((a, b) => distance(b) - distance(a)).slice(0, surplus);
}

/** How a value is written on a side: its first firm occurrence ("reduces", "两"). */
const shownOf = (quantities: readonly PlacedQuantity[], value: string) =>
  quantities.find((quantity) => quantity.value === value && !quantity.soft)?.written ?? value;

function compareKind(
  kind: QuantityKind,
  english: readonly PlacedQuantity[],
  translated: readonly PlacedQuantity[],
  groupAt: Position,
  check: QuantityCheck,
): boolean {
  const [from, to] = [counted(english), counted(translated)];
  const missing: { value: string; at: Position }[] = [];
  const extra: PlacedQuantity[] = [];
  for (const value of new Set([...from.keys(), ...to.keys()])) {
    if (check.excepted(`${kind}:${value}`)) continue;
    const [e, t] = [from.get(value) ?? ZERO, to.get(value) ?? ZERO];
    // A unit is compared by presence: a translation may name it once more or once less ("1 extra
    // foot (2 extra …)" is "1 尺 … 2 尺"); a unit the other side never names is a change.
    const presence = kind === 'unit';
    // A firm English number is answered by a firm one ("once" is not "每", "each"); a direction or a
    // boundary may be worded softly ("drops to 0" is "ลดลงเหลือ 0").
    const answering = kind === 'number' ? t.firm : t.firm + t.soft;
    const lacking = presence ? Math.min(e.firm, 1) - Math.min(answering, 1) : e.firm - answering;
    const firstEnglish = english.find((quantity) => quantity.value === value && !quantity.soft);
    for (let n = 0; n < lacking; n += 1) missing.push({ value, at: firstEnglish?.at ?? groupAt });
    const surplus = presence
      ? Math.min(t.firm, 1) - Math.min(e.firm + e.soft, 1)
      : t.firm - (e.firm + e.soft);
    if (surplus > 0) extra.push(...unanswered(english, translated, value, surplus));
  }
  extra.sort((a, b) => a.at.line - b.at.line || a.at.column - b.at.column);
  missing.forEach((lack, index) => {
    const taken = extra[index];
    const expected = shownOf(english, lack.value);
    if (taken)
      check.report('content.quantities.changed', { kind, expected, found: taken.written }, taken.at, lack.at);
    else check.report('content.quantities.missing', { kind, expected }, groupAt, lack.at);
  });
  for (const taken of extra.slice(missing.length))
    check.report('content.quantities.extra', { kind, found: taken.written }, taken.at);
  return missing.length + extra.length > 0;
}

/** Two firm sequences of the same values in another order: the first place they part. */
function compareOrder(
  kind: QuantityKind,
  english: readonly PlacedQuantity[],
  translated: readonly PlacedQuantity[],
  check: QuantityCheck,
): void {
  if (english.some((q) => q.soft) || translated.some((q) => q.soft)) return;
  const at = english.findIndex((quantity, index) => quantity.value !== translated[index]?.value);
  if (at < 0 || english.length !== translated.length) return;
  const list = (quantities: readonly PlacedQuantity[]) => quantities.map((q) => q.written).join(', ');
  check.report(
    'content.quantities.order',
    { kind, expected: list(english), found: list(translated) },
    translated[at]!.at,
    english[at]!.at,
  );
}

/**
 * A measure is compared where both sides give its number a unit: "1 extra foot" may be "ระยะเพิ่ม 1
 * ฟุต" (the English unit elsewhere in the sentence), "3 miles" is not "3 ฟุต".
 */
function bothSides(
  english: PlacedQuantity[],
  translated: PlacedQuantity[],
  kind: QuantityKind,
): [PlacedQuantity[], PlacedQuantity[]] {
  if (kind !== 'measure') return [english, translated];
  const number = (quantity: PlacedQuantity) => quantity.value.split(' ')[0];
  const [from, to] = [new Set(english.map(number)), new Set(translated.map(number))];
  const shared = (quantity: PlacedQuantity) => from.has(number(quantity)) && to.has(number(quantity));
  return [english.filter(shared), translated.filter(shared)];
}

/**
 * Every quantity difference of one aligned pair. `skip` names kinds another check of the pair has
 * already reported on (the number check's digits), so a difference is reported once.
 */
export function checkQuantities(
  english: readonly PlacedQuantity[],
  translated: readonly PlacedQuantity[],
  groupAt: Position,
  check: QuantityCheck,
  skip: ReadonlySet<QuantityKind> = new Set(),
): void {
  for (const kind of KINDS) {
    if (skip.has(kind)) continue;
    const [from, to] = bothSides(
      english.filter((q) => q.kind === kind),
      translated.filter((q) => q.kind === kind),
      kind,
    );
    if (from.length + to.length === 0) continue;
    const differs = compareKind(kind, from, to, groupAt, check);
    if (!differs && check.ordered && ORDERED.has(kind)) compareOrder(kind, from, to, check);
  }
}
