import { formatMessage, type Locale } from '@polyhedral/i18n/client';
import type { ComponentChildren, JSX } from 'preact';
import { useContext, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { CalculatorPlaceContext, calculatorRegionName } from './calculator-place.ts';
import { summarizeResults } from './summarize-results.ts';

export interface CalculatorFrameProps {
  title: string;
  messages: Record<string, string>;
  /** The language the messages are written in. */
  locale: Locale;
  urlReset: boolean;
  children: ComponentChildren;
}

/**
 * The box around every calculator: title (a heading one level below the one it sits under, its
 * region named with that heading's title: calculator-place.ts), tampered-URL notice, a copy-link button, and a one-line
 * summary of the result (the first figures, or the error when a field is invalid). The summary
 * stays visible at the bottom of the screen while a field is being edited on a phone, and is the
 * calculator's live region: always in the page, it announces each new result or error.
 */
export function CalculatorFrame(props: CalculatorFrameProps): JSX.Element {
  const [copied, setCopied] = useState(false);
  const frame = useRef<HTMLElement>(null);
  const [summary, setSummary] = useState('');
  const [announced, setAnnounced] = useState('');
  const place = useContext(CalculatorPlaceContext);
  const Title = `h${place?.headingLevel ?? 3}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  const regionName = calculatorRegionName(props.title, place?.section, (key, params) =>
    formatMessage(props.messages, key, params, props.locale),
  );
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    const next = frame.current ? summarizeResults(frame.current) : '';
    if (next !== summary) setSummary(next);
    // Announce every change, a return to an earlier result included; not the result already on
    // screen when the island hydrates.
    if (shown.current === null) shown.current = next;
    else if (next !== shown.current) {
      shown.current = next;
      setAnnounced(next);
    }
  });
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section class="calc not-content" aria-label={regionName} ref={frame}>
      <header class="calc-header">
        <Title class="calc-title">{props.title}</Title>
        <button type="button" class="calc-share" onClick={copy} data-pagefind-ignore>
          {copied
            ? formatMessage(props.messages, 'calc.common.copied', {}, props.locale)
            : formatMessage(props.messages, 'calc.common.share', {}, props.locale)}
        </button>
      </header>
      {/* Search finds a calculator by its title; its fields and figures stay out of the index. */}
      <div class="calc-body" data-pagefind-ignore>
        {props.urlReset ? (
          <p class="calc-notice" role="status">
            {formatMessage(props.messages, 'calc.common.urlReset', {}, props.locale)}
          </p>
        ) : null}
        {props.children}
        <p class="calc-summary" aria-hidden="true" hidden={summary === ''}>
          {summary}
        </p>
        <p class="calc-live sr-only" aria-live="polite" aria-atomic="true">
          {announced}
        </p>
      </div>
    </section>
  );
}

/** One labelled result figure. */
export function ResultFigure(props: { label: string; value: string; testId?: string }): JSX.Element {
  return (
    <div class="calc-figure">
      <dt>{props.label}</dt>
      <dd data-testid={props.testId}>{props.value}</dd>
    </div>
  );
}

/**
 * A list of problems announced as one alert: the role sits on a wrapper, since a list element
 * cannot carry role="alert".
 */
export function ErrorList(props: { items: readonly string[]; class?: string }): JSX.Element | null {
  if (props.items.length === 0) return null;
  return (
    <div role="alert" class="calc-error">
      <ul class={props.class ?? 'calc-steps'}>
        {props.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
