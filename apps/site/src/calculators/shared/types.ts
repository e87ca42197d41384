import type { Locale, Problem } from '@polyhedral/i18n/client';

/** Props every calculator island receives from CalculatorSlot.astro (serializable, no i18n runtime). */
export interface CalculatorProps {
  /** Site locale: en, th or zh (i18n's formatters take it). */
  locale: Locale;
  /** Flat UI strings for this calculator, resolved at build time (calc.*, errors). */
  messages: Record<string, string>;
  /** Presets from the content directive, as the core's directive validator typed them. */
  params: Readonly<Record<string, unknown>>;
  /** Unique on the page: the namespace of this instance's URL parameters and element IDs. */
  instanceId: string;
  /** Rule ID of the section the calculator computes. */
  ruleId: string;
}

/** The messages a text is worded in, and their language (a calculator's props, the tracker's text). */
export interface Wording {
  readonly messages: Record<string, string>;
  readonly locale: Locale;
}

/** A field's validation result: a value, or a problem (`code`, the full message key, and its parameters). */
export type FieldResult<T> = { ok: true; value: T } | ({ ok: false } & Problem);
