/** Props every calculator island receives from CalculatorSlot.astro (serializable, no i18n runtime). */
export interface CalculatorProps {
  /** Site locale: en, th or zh. */
  locale: string;
  /** BCP 47 tag for Intl formatting (en, th, zh-CN). */
  intlLocale: string;
  /** Flat UI strings for this calculator, resolved at build time (calc.*, errors). */
  messages: Record<string, string>;
  /** Presets from the content directive, e.g. { expr: "8d6" }. */
  params: Record<string, string>;
  /** Namespace for this instance's URL parameters (unique on the page). */
  instanceId: string;
  /** Rule ID of the section the calculator computes. */
  ruleId: string;
}

/** A field's validation result: a value, or a message key with parameters. */
export type FieldResult<T> =
  | { ok: true; value: T }
  | { ok: false; messageKey: string; params?: Record<string, string | number> };
