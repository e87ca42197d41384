/** How many result figures the one-line summary names. */
const SUMMARY_FIGURES = 2;

function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The one-line summary: the first error while an input is invalid, else "label value · label value". */
export function summarizeResults(frame: HTMLElement): string {
  const ownLines = frame.querySelectorAll('.calc-summary, .calc-live');
  const isOwn = (el: Element) => [...ownLines].some((own) => own.contains(el));
  const error = [...frame.querySelectorAll('.calc-error')].find((el) => !isOwn(el) && clean(el.textContent));
  if (error) return clean(error.textContent);
  const figures = [...frame.querySelectorAll('.calc-figure')].slice(0, SUMMARY_FIGURES);
  return figures
    .map(
      (figure) =>
        `${clean(figure.querySelector('dt')?.textContent)} ${clean(figure.querySelector('dd')?.textContent)}`,
    )
    .filter((line) => line !== '')
    .join(' · ');
}
