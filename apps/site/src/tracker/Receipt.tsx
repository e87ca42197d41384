import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/** One receipt line with the core's steps (codes rendered in the reader's language) folded under it. */
export interface ReceiptLine {
  key: string;
  text: string;
  steps: string[];
  /** Steps shown open (the damage roll's working), not folded under the line. */
  open?: boolean;
}

/** What the last action did, creature by creature (aria-live, so it is read out). */
export function Receipt(props: {
  title: string;
  lines: readonly ReceiptLine[];
  testId: string;
}): JSX.Element | null {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // In the phone's sheet (the tools scrolling on their own) a new receipt is brought into its view.
    const element = box.current;
    const sheet = element?.closest<HTMLElement>('.tracker-tools');
    if (element && sheet && sheet.scrollHeight > sheet.clientHeight)
      element.scrollIntoView({ block: 'nearest' });
  }, [props.lines]);
  if (props.lines.length === 0) return null;
  return (
    <div class="tracker-receipt" aria-live="polite" data-testid={props.testId} ref={box}>
      <h3>{props.title}</h3>
      <ul>
        {props.lines.map((line) => (
          <li key={line.key}>
            {line.steps.length > 0 ? (
              <details open={line.open}>
                <summary>{line.text}</summary>
                <ol class="calc-steps">
                  {line.steps.map((step, index) => (
                    <li key={index}>{step}</li>
                  ))}
                </ol>
              </details>
            ) : (
              line.text
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
