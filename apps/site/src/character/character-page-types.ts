import type { AbilityScores, PointBuyResult } from '@polyhedral/core';
import type { CharacterSheet } from '@polyhedral/core/character';
import type { Locale } from '@polyhedral/i18n/client';
import type { ErrorResult } from '../calculators/shared/error-result.ts';

/** The title of each rule the page links to, in the reader's language (lib/rule-title.ts). */
export type RuleTitles = Readonly<Record<string, { title: string; locale: string }>>;

export interface CharacterPageProps {
  locale: Locale;
  messages: Record<string, string>;
  /** The title of each rule the page links to, in the reader's language (lib/rule-title.ts). */
  rules: RuleTitles;
}

/** What the last action on the kept character did; null until one is taken, and after each edit. */
export type CharacterStatus =
  | { kind: 'saved' | 'forgotten' | 'imported' }
  | { kind: 'error'; error: ErrorResult }
  | null;

/** The builder's scores before and after the background's increases, or why the core refused them. */
export type BuiltScores = { ok: true; base: AbilityScores; final: AbilityScores } | ErrorResult;

/** The points a point buy spends (the core's pointBuy); null for the Standard Array. */
export type PointsSpent = PointBuyResult | null;

/** The core's character sheet, or why it refused the character; null while the form has errors. */
export type SheetResult = { ok: true; sheet: CharacterSheet } | ErrorResult | null;
