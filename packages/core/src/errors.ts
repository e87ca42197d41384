/** Typed errors of @polyhedral/core (docs/DECISIONS.md "Errors"): a dotted `code` plus `params`. */

export type RuleErrorParams = Record<string, string | number>;

/** Every code this package can throw (the i18n resources must cover all of them). */
export const CORE_ERROR_CODES = [
  'rules.input.not-a-number',
  'rules.input.not-an-integer',
  'rules.input.out-of-range',
  'rules.input.missing',
  'rules.input.unknown-option',
  'rules.input.duplicate',
  'rules.ruleset.unknown',
  'rules.ruleset.unsupported',
  'rules.ruleset.no-condition',
  'rules.table.unknown',
  'rules.d20.cover-not-applicable',
  'rules.d20.total-cover',
  'rules.point-buy.score-out-of-range',
  'rules.point-buy.over-budget',
  'rules.point-buy.wrong-count',
  'rules.background.invalid-increase',
  'rules.background.above-maximum',
  'rules.standard-array.not-the-array',
  'rules.character.not-json',
  'rules.character.wrong-format',
  'rules.calculator.unknown-kind',
  'rules.calculator.unknown-param',
  'rules.calculator.bad-param',
  'rules.cli.unknown-command',
  'rules.cli.no-api',
  'rules.cli.no-api-given',
  'rules.cli.no-api-at',
  'rules.cli.unknown-rule',
  'rules.cli.bad-rule-id',
  'rules.cli.bad-api-file',
  'rules.cli.no-search',
  'rules.cli.bad-search-file',
  'rules.cli.unknown-flag',
  'rules.cli.missing-value',
  'rules.cli.missing-argument',
  'rules.cli.unexpected-argument',
  'rules.cli.repeated-option',
  'rules.cli.not-in-ruleset',
  'rules.cli.needs-option',
  'rules.cli.conflicting-options',
  'rules.cli.needs-dying',
  'rules.cli.needs-conscious',
  'rules.mcp.not-open',
  'rules.mcp.unknown-term',
  'rules.tracker.not-json',
  'rules.tracker.wrong-format',
  'rules.tracker.cannot-concentrate',
  'rules.tracker.control-character',
  'rules.tracker.unknown-field',
  'rules.tracker.unknown-cause',
] as const;
export type RuleInputCode = (typeof CORE_ERROR_CODES)[number];

/** Bad input to a rule function, a calculator or the CLI: never a silently wrong number. */
export class RuleInputError extends Error {
  readonly code: RuleInputCode;
  readonly params: RuleErrorParams;

  constructor(code: RuleInputCode, params: RuleErrorParams = {}) {
    const detail = Object.entries(params)
      .map(([key, value]) => `${key}=${value}`)
      .join(', ');
    super(detail ? `${code} (${detail})` : code);
    this.name = 'RuleInputError';
    this.code = code;
    this.params = params;
  }
}

/** A rule the ruleset does not have (`feature`: what was asked of it). */
export function unsupportedBy(ruleset: { readonly id: string }, feature: string): RuleInputError {
  return new RuleInputError('rules.ruleset.unsupported', { feature, ruleset: ruleset.id });
}
