/** A failure a calculator shows: a problem (`code`, the full message key, and params) for formatProblem. */
export interface ErrorResult {
  ok: false;
  code: string;
  params: Record<string, string | number>;
}

/** Turns a thrown typed error (DiceError, RuleInputError: both carry code + params) into an ErrorResult. */
export function errorResultOf(error: unknown): ErrorResult {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') {
    const params = 'params' in error && error.params && typeof error.params === 'object' ? error.params : {};
    return { ok: false, code: error.code, params: params as Record<string, string | number> };
  }
  // Not a typed error: a defect. Show a localized apology instead of a blank island, and log it.
  console.warn(error);
  return { ok: false, code: 'calc.error.internal', params: {} };
}
