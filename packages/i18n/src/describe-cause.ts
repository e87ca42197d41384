import type { MessageStep } from './describe-step.ts';
import { formatMessage } from './format-message.ts';
import { formatInteger, formatSigned } from './format-number.ts';
import type { Locale } from './locales.ts';

/** Parameters holding a glossary term ID (a condition), written as the term's name in the locale. */
const TERM_PARAMS = new Set(['condition', 'via', 'implied', 'immuneTo', 'by']);
/** Parameters written with a sign (a modifier to a roll). */
const SIGNED_PARAMS = new Set(['amount', 'perLevel', 'perLevelFeet']);

/**
 * One reason a roll changed, or one condition effect, in the reader's language (`conditions.cause.*`,
 * `conditions.effect.*`): conditions by their glossary names ("Prone (from Unconscious)"),
 * abilities, judgements and rulesets by theirs, modifiers signed. `nameOf` names a term in the
 * locale (an island passes the names it was given), so this stays browser-safe.
 */
export function describeCause(
  cause: MessageStep,
  messages: Readonly<Record<string, string>>,
  locale: Locale,
  nameOf: (termId: string) => string | undefined,
): string {
  const text = (key: string, params: Record<string, string | number> = {}) =>
    formatMessage(messages, key, params, locale);
  const term = (id: string) => nameOf(id) ?? id;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(cause.params)) {
    if (TERM_PARAMS.has(name)) params[name] = term(String(value));
    else if (name === 'abilities') {
      const names = String(value)
        .split(',')
        .filter(Boolean)
        .map((ability) => text(`table.ability.${ability}`));
      params[name] =
        names.length === 2
          ? text('conditions.ability-list', { first: names[0]!, second: names[1]! })
          : names.join(', ');
    } else if (name === 'judgement') params[name] = text(`conditions.judgement.${value}`);
    else if (name === 'ruleset') params[name] = text(`calc.common.ruleset.${value}`);
    else if (name === 'count' && typeof value === 'number') params[name] = value;
    else if (typeof value === 'number')
      params[name] = SIGNED_PARAMS.has(name) ? formatSigned(locale, value) : formatInteger(locale, value);
    else params[name] = value;
  }
  if (cause.params.via !== undefined && cause.params.condition !== undefined) {
    params.condition = text('conditions.via', { condition: params.condition!, via: params.via! });
  }
  const said = text(cause.code, params);
  // An effect the table must judge says so ("..., while the source of fear is within line of sight").
  if (cause.code.startsWith('conditions.effect.') && params.judgement !== undefined) {
    return text('conditions.effect.with-judgement', { effect: said, judgement: params.judgement });
  }
  return said;
}
