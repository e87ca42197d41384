/**
 * The quick reference for one locale from keyed data: sections by rule ID through the content
 * loader, conditions from the glossary and the core's conditions data, calculators from the registry.
 */
import { pageOfRule, type ResolvedSection } from '@polyhedral/content';
import {
  CONDITION_RULES,
  type ConditionTermId,
  describeConditionEffect,
  describeEffectSource,
  SRD_RULES_GLOSSARY,
} from '@polyhedral/core/conditions';
import { describeCause, type Locale, messagesFor, nameOf, sortedTerms, termName } from '@polyhedral/i18n';
import { type CalculatorParamValue, coreDirectiveRegistry } from '@polyhedral/markdown';
import { termDefinitionLang, termDefinitionText } from './glossary.ts';
import { QUICK_CARDS, type QuickCard } from './quick-reference-cards.ts';
import { type RenderedSection, renderSection, ruleHref } from './render-section.ts';
import { readerSections, type SiteContent } from './site-content.ts';

export interface QuickCondition {
  termId: string;
  name: string;
  definition: string;
  /** BCP 47 tag of the definition's language (English when the locale lacks it). */
  definitionLang: string;
  /** What the condition does to rolls (SRD 5.2), one sentence an effect, in the reader's language. */
  rolls: string[];
  /** The effects' source (SRD 5.2 Rules Glossary, licence, untranslated); null: no effects. */
  source: string | null;
}

/** The effects a condition has on rolls (and the conditions it brings, which have theirs). */
const ROLL_EFFECTS: ReadonlySet<string> = new Set([
  'advantage',
  'disadvantage',
  'auto-fail',
  'critical-hit',
  'modifier',
  'implies',
]);

/** What a condition does to rolls under SRD 5.2 (rule ID Conditions), each effect worded by describeCause. */
function conditionMessages(locale: Locale): Record<string, string> {
  return {
    ...messagesFor(locale, 'conditions'),
    ...messagesFor(locale, 'table.ability'),
    ...messagesFor(locale, 'calc.common.ruleset'),
  };
}

/** A condition's SRD 5.2 rule (its status: a rule, or only the Playtest's). */
const srdCondition = (termId: string) => CONDITION_RULES['srd-5.2'].conditions[termId as ConditionTermId];

export function conditionRolls(termId: string, locale: Locale): string[] {
  const rule = srdCondition(termId);
  if (rule?.status !== 'rule') return [];
  const messages = conditionMessages(locale);
  return rule.effects
    .filter((effect) => ROLL_EFFECTS.has(effect.kind))
    .map((effect) =>
      describeCause(describeConditionEffect(effect), messages, locale, (id) => termName(id, locale)),
    );
}

/** A condition's effects' source: "SRD 5.2 Rules Glossary, “Prone” (CC-BY-4.0), a text this site does not translate". */
export function conditionSource(termId: string, locale: Locale): string | null {
  const rule = srdCondition(termId);
  const first = rule?.status === 'rule' ? rule.effects[0] : undefined;
  if (!first) return null;
  return describeCause(describeEffectSource(first.source), conditionMessages(locale), locale, (id) =>
    termName(id, locale),
  );
}

export interface QuickCalculatorSlot {
  kind: string;
  params: Record<string, CalculatorParamValue>;
  ruleId: string;
}

export interface QuickCardView {
  ruleId: string;
  title: string;
  /** The language the title is written in (differs from the reader's on a fallback section). */
  titleLocale: string;
  /** Where the card's full rule is (its page at #ID). */
  href: string;
  sections: RenderedSection[];
  conditions: QuickCondition[];
  /** The effects' licence said once per card (2026-11-27: 15 identical lines told nothing); null: none. */
  conditionsSource: { licence: string } | null;
  calculator: QuickCalculatorSlot | null;
  wide: boolean;
}

/** The section with this rule ID as the reader gets it (English fallback per section), or undefined. */
export function readerSection(
  content: SiteContent,
  locale: Locale,
  ruleId: string,
): ResolvedSection | undefined {
  const pageId = pageOfRule(content.model, ruleId);
  if (pageId === undefined) return undefined;
  return readerSections(content, locale, pageId).find((section) => section.id === ruleId);
}

function calculatorOf(card: QuickCard): QuickCalculatorSlot | null {
  if (!card.calculator) return null;
  const { kind, params } = card.calculator;
  const checked = coreDirectiveRegistry.checkCalculatorParams(kind, params);
  const ruleId = coreDirectiveRegistry.calculatorRuleId(kind);
  if (!checked.ok || ruleId === undefined) {
    throw new Error(`[polyhedral] quick reference card ${card.ruleId}: calculator ${kind} is not valid`);
  }
  return { kind, params: checked.params, ruleId };
}

function conditionsOf(card: QuickCard, locale: Locale): QuickCondition[] {
  if (!card.glossaryCategory) return [];
  return (
    sortedTerms(locale)
      .filter((term) => term.category === card.glossaryCategory)
      // The SRD 5.2 card: a condition only the Playtest has (Ethereal, Intoxicated) is not on it.
      .filter((term) => term.category !== 'condition' || srdCondition(term.id)?.status === 'rule')
      .map((term) => ({
        termId: term.id,
        name: nameOf(term, locale) || term.names.en,
        definition: termDefinitionText(term.id, locale),
        definitionLang: termDefinitionLang(term.id, locale),
        rolls: conditionRolls(term.id, locale),
        source: term.category === 'condition' ? conditionSource(term.id, locale) : null,
      }))
  );
}

/** Every card for a locale; a rule off the site drops its card, a missing section fails the build. */
export function quickReference(content: SiteContent, locale: Locale): QuickCardView[] {
  const cards: QuickCardView[] = [];
  for (const card of QUICK_CARDS) {
    if (!content.ruleIds.has(card.ruleId)) continue;
    const titled = readerSection(content, locale, card.ruleId);
    if (!titled) throw new Error(`[polyhedral] quick reference: no section ${card.ruleId}`);
    const sections = card.sections.map((id) => {
      const section = readerSection(content, locale, id);
      if (!section) throw new Error(`[polyhedral] quick reference card ${card.ruleId}: no section ${id}`);
      return renderSection(content, locale, section);
    });
    const conditions = conditionsOf(card, locale);
    cards.push({
      ruleId: card.ruleId,
      title: titled.title,
      titleLocale: titled.locale,
      href: ruleHref(content, locale, card.ruleId),
      sections,
      conditions,
      // The card holds SRD 5.2 conditions only (conditionsOf): every effect's source is the Rules Glossary.
      conditionsSource: conditions.some((condition) => condition.source !== null)
        ? { licence: SRD_RULES_GLOSSARY.licence }
        : null,
      calculator: calculatorOf(card),
      wide: card.wide === true,
    });
  }
  return cards;
}
