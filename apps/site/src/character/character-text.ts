import type { Ability } from '@polyhedral/core';
import {
  formatInteger,
  formatSigned,
  type Locale,
  type MessageLookup,
  messageLookup,
  type Problem,
} from '@polyhedral/i18n/client';
import type { RuleTitles } from './character-page-types.ts';

/** The page's words, numbers and rule titles in the reader's language (handed over at build time). */
export interface CharacterText {
  locale: Locale;
  messages: Record<string, string>;
  rules: RuleTitles;
  t: MessageLookup['t'];
  /** For a key read from data (a damage type). */
  tData: MessageLookup['tData'];
  n: (value: number) => string;
  signed: (value: number) => string;
  abilityName: (ability: Ability) => string;
  /** A core error in the reader's language; an ability or a field named in its parameters translated. */
  error: (error: Problem) => string;
}

export function characterText(
  locale: Locale,
  messages: Record<string, string>,
  rules: RuleTitles,
): CharacterText {
  const { t, tData, problem } = messageLookup(messages, locale);
  const abilityName = (ability: Ability) => t(`table.ability.${ability}`);
  return {
    locale,
    messages,
    rules,
    t,
    tData,
    n: (value) => formatInteger(locale, value),
    signed: (value) => formatSigned(locale, value),
    abilityName,
    error: (error) => {
      const params: Record<string, string | number> = { ...error.params };
      if (typeof params.ability === 'string') params.ability = abilityName(params.ability as Ability);
      if (typeof params.field === 'string') {
        const field = params.field;
        const ability = field.startsWith('scores.') ? field.slice('scores.'.length) : null;
        params.field = ability ? abilityName(ability as Ability) : tData(`character.field.${field}`);
      }
      return problem({ code: error.code, params });
    },
  };
}
