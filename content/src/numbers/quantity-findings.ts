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
import type { Position } from './block-texts.ts';
import type { NumberReport } from './number-report.ts';
import type { QuantityKind } from './quantity-kinds.ts';
import type { PlacedQuantity } from './quantity-side.ts';
import { firmWhereEnglishChangesOther } from './ungoverned-flips.ts';
import { tradedUnit } from './unit-trades.ts';

export interface QuantityCheck {
  report: NumberReport;
  /** A value declared in content/qa-exceptions.yaml for this section (`kind:value`, as written). */
  excepted: (value: string, written: string) => boolean;
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

/**
 * Whether a translated occurrence may answer an English one: a firm English number only a firm one,
 * and a soft English word only a number of its own role ("a second d20" is no count of two, "one
 * adventurer" no 第一, the first; "a" no ทั้งหนึ่ง, all one), "both" a count of two as well.
 */
function answers(kind: QuantityKind, english: PlacedQuantity, translated: PlacedQuantity): boolean {
  if (english.value !== translated.value) return false;
  if (kind !== 'number') return true;
  if (!english.soft) return !translated.soft;
  if (translated.soft || english.role === translated.role) return true;
  return english.role === 'whole' && translated.role === 'count';
}

/**
 * Firm with firm, firm with soft, then soft with soft before soft with firm: a soft English word
 * the translation writes as a soft word ("both" as ทั้งสอง, 两者) is answered, so it cannot answer
 * a firm number written elsewhere ("a round" written 两轮 where the English says both). Numbers
 * only, and not one: "a", "each", ละ and 每 stand for each other and for a firm 一 too freely to be
 * spent on each other. The other kinds pair soft words as before (decision 411).
 */
const ONE = '1';

const PHASES: readonly [boolean, boolean][] = [
  [false, false],
  [false, true],
  [true, true],
  [true, false],
];

const firmLeft = (side: readonly PlacedQuantity[], used: ReadonlySet<number>) =>
  side.some((quantity, i) => !quantity.soft && !used.has(i));

const written = (side: readonly PlacedQuantity[], value: string) =>
  side.filter((quantity) => quantity.value === value).length;

/**
 * A boundary or turn the translation writes firmly with no firm English answer, where the English
 * writes the other value more often, soft words counted ("or dismount" written 或开始骑乘, "the
 * condition ends when the rest ends" written 短休开始时): a word written in the other's place, which
 * no soft word may hide (decision 511).
 */
function firmInPlaceOfOther(
  english: readonly PlacedQuantity[],
  translated: readonly PlacedQuantity[],
  used: ReadonlySet<number>,
): boolean {
  const left = translated.filter((quantity, j) => !quantity.soft && !used.has(j));
  return left.some((firm) => otherWrittenLess(english, translated, firm.value));
}

/**
 * Whether the English writes a value other than `value` more often than the translation does (or,
 * `orAsOften`, at least as often and at least once).
 */
const otherWrittenLess = (
  english: readonly PlacedQuantity[],
  translated: readonly PlacedQuantity[],
  value: string,
  orAsOften = false,
) =>
  english.some((other) => {
    if (other.value === value) return false;
    const [inEnglish, inTranslation] = [written(english, other.value), written(translated, other.value)];
    return orAsOften ? inEnglish >= inTranslation : inEnglish > inTranslation;
  });

/**
 * How many of the translation's firm directions of each value English soft words may still answer
 * (decision 512). A flip adds one of its value and takes one of the other's: where the translation
 * writes a value more often than the English, soft words counted, and the other no more often
 * than the English does, soft words absorb the firm ones of that value only up to the surplus, so
 * as many firm ones as the surplus stay unanswered ("gains 1 Exhaustion level" written 失去 1 级力竭).
 * Elsewhere they absorb any number.
 */
function softAnswers(
  english: readonly PlacedQuantity[],
  translated: readonly PlacedQuantity[],
  used: ReadonlySet<number>,
): Map<string, number> {
  const caps = new Map<string, number>();
  const left = translated.filter((quantity, j) => !quantity.soft && !used.has(j));
  for (const value of new Set(left.map((quantity) => quantity.value))) {
    const surplus = written(translated, value) - written(english, value);
    if (surplus <= 0 || !otherWrittenLess(english, translated, value, true)) continue;
    const firm = left.filter((quantity) => quantity.value === value).length;
    caps.set(value, Math.max(0, firm - surplus));
  }
  return caps;
}

/**
 * The occurrences of each side no occurrence of the other answers, paired occurrence by occurrence,
 * nearest first (by place in each side's text), so the one reported is the one that moved or
 * changed.
 */
function unpaired(
  kind: QuantityKind,
  english: readonly PlacedQuantity[],
  translated: readonly PlacedQuantity[],
): { english: PlacedQuantity[]; translated: PlacedQuantity[] } {
  const [usedEnglish, usedTranslated] = [new Set<number>(), new Set<number>()];
  // Firm with firm first, then a firm one with a soft one (each firm one wants an answer).
  for (const [englishSoft, translatedSoft] of PHASES) {
    // A firm word left on each side after firm met firm is one written in the other's place
    // ("until the start" written 结束): no soft word of either side may hide it (decision 411).
    // Not numbers: "a" and 一 stand for each other too often ("一轮" for "a round").
    const traded =
      (firmLeft(english, usedEnglish) && firmLeft(translated, usedTranslated)) ||
      (ORDERED.has(kind) && firmInPlaceOfOther(english, translated, usedTranslated));
    if (kind !== 'number' && englishSoft !== translatedSoft && traded) break;
    const bothSoft = englishSoft && translatedSoft;
    if (kind !== 'number' && bothSoft) continue;
    const caps =
      kind === 'direction' && englishSoft ? softAnswers(english, translated, usedTranslated) : new Map();
    const candidates: [number, number, number][] = [];
    english.forEach((from, i) => {
      if (from.soft !== englishSoft) return;
      translated.forEach((to, j) => {
        if (to.soft !== translatedSoft || (bothSoft && from.value === ONE)) return;
        if (answers(kind, from, to)) candidates.push([Math.abs(from.place - to.place), i, j]);
      });
    });
    candidates.sort((x, y) => x[0] - y[0]);
    for (const [, i, j] of candidates) {
      if (usedEnglish.has(i) || usedTranslated.has(j)) continue;
      const { value } = translated[j]!;
      const cap = caps.get(value);
      if (cap !== undefined && cap <= 0) continue;
      if (cap !== undefined) caps.set(value, cap - 1);
      usedEnglish.add(i);
      usedTranslated.add(j);
    }
  }
  return {
    english: english.filter((quantity, i) => !quantity.soft && !usedEnglish.has(i)),
    translated: translated.filter((quantity, j) => !quantity.soft && !usedTranslated.has(j)),
  };
}

/** A unit is compared by presence: a translation may name it once more or once less ("1 extra foot
 * (2 extra …)" is "1 尺 … 2 尺"); a unit the other side never names is a change, and so is one
 * of a kind written more often while another is written less (unit-trades.ts). */
function unpairedUnits(
  english: readonly PlacedQuantity[],
  translated: readonly PlacedQuantity[],
): { english: PlacedQuantity[]; translated: PlacedQuantity[] } {
  const named = (side: readonly PlacedQuantity[], value: string) => side.some((q) => q.value === value);
  const firstFirm = (side: readonly PlacedQuantity[]) =>
    side.filter((q, i) => !q.soft && side.findIndex((other) => other.value === q.value && !other.soft) === i);
  const left = {
    english: firstFirm(english).filter((q) => !named(translated, q.value)),
    translated: firstFirm(translated).filter((q) => !named(english, q.value)),
  };
  // Each named, one of a kind written in another's place (unit-trades.ts, decision 501).
  const traded = left.english.length + left.translated.length === 0 && tradedUnit(english, translated);
  return traded ? { english: [traded.english], translated: [traded.translated] } : left;
}

function compareKind(
  kind: QuantityKind,
  english: readonly PlacedQuantity[],
  translated: readonly PlacedQuantity[],
  groupAt: Position,
  check: QuantityCheck,
): boolean {
  const left = kind === 'unit' ? unpairedUnits(english, translated) : unpaired(kind, english, translated);
  const kept = (quantity: PlacedQuantity) => !check.excepted(`${kind}:${quantity.value}`, quantity.written);
  const [missing, extra] = [left.english.filter(kept), left.translated.filter(kept)];
  missing.forEach((lack, index) => {
    const taken = extra[index];
    const expected = lack.written;
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
    const toRead = kind === 'direction' ? firmWhereEnglishChangesOther(from, to) : to;
    const differs = compareKind(kind, from, toRead, groupAt, check);
    if (!differs && check.ordered && ORDERED.has(kind)) compareOrder(kind, from, toRead, check);
  }
}
