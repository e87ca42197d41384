/**
 * The one date a person's action is recorded with: their own calendar date, YYYY-MM-DD in their
 * machine's time zone (a Bangkok reviewer at 06:30 on the 27th records the 27th, UTC the 26th).
 * Bounds use UTC with a day's leeway (reviewDateProblem), so every zone's today is accepted.
 */
export function localCalendarDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
