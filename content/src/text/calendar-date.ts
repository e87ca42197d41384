/**
 * The one date a person's action is recorded with (a review mark's `reviewedOn`, a hand-back's
 * review date, a note's date, a key's `added`): their own calendar date, YYYY-MM-DD in the local
 * time zone of the machine they work on, as the site's review page, the workbench and the CLI
 * write it. A Bangkok reviewer at 06:30 on the 27th records the 27th (UTC still says the 26th).
 * Bounds on such a date use UTC with a day's leeway (review-trust/reviewer-name.ts
 * reviewDateProblem: not after UTC's tomorrow), so every zone's today is accepted.
 */
export function localCalendarDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
