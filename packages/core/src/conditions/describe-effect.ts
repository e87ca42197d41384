import type { ConditionCause, ConditionEffect } from './condition-types.ts';

/**
 * What one effect does, as a message (`conditions.effect.*` in the i18n calc namespace, rendered
 * by describeCause): the quick reference's conditions card and the rules-differences page say
 * each condition's effects from this, in every locale. An effect the table must judge carries
 * `judgement` (its phrase is added: "..., while the source of fear is within line of sight").
 */
export function describeConditionEffect(effect: ConditionEffect): ConditionCause {
  const judgement: Record<string, string> = effect.judgement ? { judgement: effect.judgement.judgement } : {};
  const base = 'conditions.effect';
  switch (effect.kind) {
    case 'advantage':
    case 'disadvantage':
    case 'auto-fail':
    case 'critical-hit':
    case 'modifier': {
      const on = effect.on;
      const distance = on.roll === 'attack-against' && on.distance ? `.${on.distance}` : '';
      const abilities =
        (on.roll === 'check' || on.roll === 'save') && on.abilities ? on.abilities.join(',') : undefined;
      const amounts: Record<string, number> =
        effect.kind === 'modifier'
          ? effect.perLevel !== 0
            ? { perLevel: effect.perLevel }
            : { amount: effect.amount }
          : {};
      return {
        code: `${base}.${effect.kind}.${on.roll}${distance}`,
        params: { ...(abilities ? { abilities } : {}), ...amounts, ...judgement },
      };
    }
    case 'speed':
      return typeof effect.speed === 'string'
        ? { code: `${base}.speed.${effect.speed}`, params: judgement }
        : {
            code: `${base}.speed.per-level`,
            params: { perLevelFeet: effect.speed.perLevelFeet, ...judgement },
          };
    case 'implies':
      return { code: `${base}.implies`, params: { implied: effect.implied, ...judgement } };
    case 'condition-immunity':
      return { code: `${base}.condition-immunity`, params: { immuneTo: effect.immuneTo, ...judgement } };
    case 'death-at-level':
      return { code: `${base}.death-at-level`, params: { level: effect.level, ...judgement } };
    case 'cannot':
      return { code: `${base}.cannot.${effect.what}`, params: judgement };
    case 'damage-taken-halved':
    case 'damage-dealt-halved':
      return { code: `${base}.${effect.kind}`, params: { except: effect.except.join(','), ...judgement } };
    case 'damage-reduced':
      return { code: `${base}.damage-reduced`, params: { dice: effect.dice, ...judgement } };
    case 'resistance-all':
    case 'no-concentration':
      return { code: `${base}.${effect.kind}`, params: judgement };
  }
}
