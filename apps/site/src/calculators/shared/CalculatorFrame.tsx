import type { ComponentChildren, JSX } from 'preact';
import { useState } from 'preact/hooks';
import { translate } from './translate.ts';

export interface CalculatorFrameProps {
  title: string;
  messages: Record<string, string>;
  urlReset: boolean;
  children: ComponentChildren;
}

/** The box around every calculator: title, tampered-URL notice, and a copy-link button. */
export function CalculatorFrame(props: CalculatorFrameProps): JSX.Element {
  const [copied, setCopied] = useState(false);
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section class="calc not-content" aria-label={props.title}>
      <header class="calc-header">
        <h4 class="calc-title">{props.title}</h4>
        <button type="button" class="calc-share" onClick={copy}>
          {copied
            ? translate(props.messages, 'calc.common.copied')
            : translate(props.messages, 'calc.common.share')}
        </button>
      </header>
      {props.urlReset ? (
        <p class="calc-notice" role="status">
          {translate(props.messages, 'calc.common.urlReset')}
        </p>
      ) : null}
      {props.children}
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
