import { Fraction, formatBonusDice } from '@polyhedral/core';
import {
  type ConcentrationEnding,
  type DeathSaveReceipt,
  type DeathSaveResult,
  effectDiceFor,
  type TrackerCreature,
  type TrackerSaveReceipt,
  type TrackerState,
} from '@polyhedral/core/tracker';
import type { TrackerText } from './tracker-text.ts';

/*
 * The lines of a saving throw settled in the tracker (Concentration, Death Saving Throw) and of
 * Concentration ending, from the core's receipts: every term of a total is shown, so the line adds
 * up ("14 + 2 − 4 + 2 = 14"), and every reason the core gave follows it.
 */

/** "3/4" as a number (the core stores a chance's exact fraction as text). */
export function fractionValue(fraction: string): number {
  const [num, den] = fraction.split('/').map(Number);
  return Fraction.of(num ?? 0, den ?? 1).toNumber();
}

/** The effect dice a creature adds to its saving throws (`+1d4`), as the core reads its effects. */
export function saveDiceOf(creature: TrackerCreature): string | undefined {
  const dice = effectDiceFor(creature, 'save');
  return dice.length === 0 ? undefined : formatBonusDice(dice);
}

/** The d20 as rolled: one face, or both with Advantage or Disadvantage and the one kept. */
export function d20Text(text: TrackerText, d20: { faces: readonly number[]; kept: number }): string {
  const { t, n } = text;
  const faces = d20.faces;
  return faces.length > 1
    ? t('tracker.receipt.twoD20', { first: n(faces[0]!), second: n(faces[1]!), kept: n(d20.kept) })
    : n(d20.kept);
}

/**
 * The terms after the d20, each with its operator: the bonus (when there is one), the conditions'
 * modifier (Exhaustion) and the effect dice's total.
 */
export function termsText(
  text: TrackerText,
  terms: { bonus?: number; modifier: number; dice?: { total: number } },
): string {
  return [
    ...(terms.bonus === undefined ? [] : [terms.bonus]),
    ...(terms.modifier === 0 ? [] : [terms.modifier]),
    ...(terms.dice ? [terms.dice.total] : []),
  ]
    .map(text.plusMinus)
    .join(' ');
}

/** The effect dice of a roll as the table typed their total, or as rolled with each face. */
export function diceText(text: TrackerText, dice: NonNullable<TrackerSaveReceipt['dice']>): string {
  return dice.typed
    ? text.t('tracker.receipt.bonusDiceTyped', {
        dice: dice.dice.replace(/-/g, '−'),
        total: text.signed(dice.total),
      })
    : text.t('tracker.receipt.bonusDice', {
        dice: dice.dice.replace(/-/g, '−'),
        faces: dice.faces.map((face) => text.signed(face)).join(' '),
      });
}

/** Why, after the line: the core's causes and the effect dice as rolled or typed. */
export function whyText(
  text: TrackerText,
  save: {
    causes: readonly { code: string; params: Record<string, unknown> }[];
    dice?: TrackerSaveReceipt['dice'];
  },
): string {
  const parts = save.causes.map((cause) => text.cause(cause as Parameters<TrackerText['cause']>[0]));
  if (save.dice) parts.push(diceText(text, save.dice));
  return parts.length === 0 ? '' : ` (${parts.join('; ')})`;
}

/** A settled d20 roll's line (`key` with `params`): the d20, every term, the total and the DC, then why. */
export function d20Line(
  text: TrackerText,
  key: Parameters<TrackerText['t']>[0],
  save: Pick<TrackerSaveReceipt, 'd20' | 'modifier' | 'total' | 'dc' | 'causes' | 'dice'> & {
    bonus?: number;
  },
  params: Record<string, string> = {},
): string {
  const { d20, total, dc } = save;
  const terms = termsText(text, save);
  return (
    text.t(key, { d20: d20Text(text, d20), terms, total: text.n(total), dc: text.n(dc), ...params }) +
    whyText(text, save)
  );
}

/** "Ayla: Constitution save d20 7 + 5 − 4 + 1 = 9 against DC 10: Concentration lost (...)". */
export function concentrationSaveLine(text: TrackerText, name: string, save: TrackerSaveReceipt): string {
  const key = save.success ? 'tracker.concentration.settled.kept' : 'tracker.concentration.settled.lost';
  return d20Line(text, key, save, { name });
}

/** "Death Saving Throw d20 11 − 4 = 7 against DC 10: failure (Exhaustion 2: −4)". */
export function deathSaveLine(
  text: TrackerText,
  save: DeathSaveReceipt,
  result: DeathSaveResult,
  /** The failures it counted (the core's: 2 on a 1 on the d20), said when more than one. */
  failures?: number,
): string {
  const { t, n } = text;
  const outcome =
    (result === 'failure' || result === 'dead') && failures !== undefined && failures > 1
      ? t(`tracker.deathSave.outcome.${result}Natural1`, { count: n(failures) })
      : t(`tracker.deathSave.outcome.${result}`);
  return d20Line(text, 'tracker.deathSave.line', save, { outcome });
}

function reasonText(text: TrackerText, ending: ConcentrationEnding): string {
  const reason = ending.reason;
  if (reason.kind !== 'condition') return text.t(`tracker.concentration.reason.${reason.kind}`);
  // The condition's name alone: the line already says Concentration ended ("Concentration ended
  // (Stunned)", not "Concentration ended (Concentration ends: Stunned)").
  const condition = reason.cause.params.via ?? reason.cause.params.condition;
  return typeof condition === 'string' ? text.conditionName(condition) : text.cause(reason.cause);
}

/**
 * One line per Concentration a change ended: who, why, and each effect tied to it that ended on
 * its targets ("Bren: Concentration ended (failed save); Bless ended on Ayla and Ogre").
 */
export function endingLines(
  text: TrackerText,
  before: TrackerState,
  endings: readonly ConcentrationEnding[],
): string[] {
  const { t } = text;
  return endings.map((ending) => {
    const reason = reasonText(text, ending);
    const nameIn = (id: string) => before.creatures.find((c) => c.id === id)?.name ?? id;
    // What ended with it: each tied effect (Bless) and tied condition (Hold Person's Paralyzed).
    const ended = [
      ...ending.effects.map((one) => ({ what: one.effect.name, targetId: one.targetId })),
      ...ending.conditions.map((one) => ({
        what: text.conditionName(one.condition.condition),
        targetId: one.targetId,
      })),
    ];
    if (ended.length === 0) return t('tracker.concentration.ended', { name: ending.creatureName, reason });
    const names = [...new Set(ended.map((one) => one.what))];
    const targets = [...new Set(ended.map((one) => nameIn(one.targetId)))];
    return t('tracker.concentration.endedEffects', {
      name: ending.creatureName,
      reason,
      effects: text.list(names),
      targets: text.list(targets),
    });
  });
}
