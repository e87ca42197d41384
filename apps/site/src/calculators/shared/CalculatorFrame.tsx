import type { CharacterFillKind } from '@polyhedral/core/character';
import { formatMessage, formatProblem, type Locale, type Problem } from '@polyhedral/i18n/client';
import type { ComponentChildren, JSX } from 'preact';
import { useContext, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { CalculatorPlaceContext, calculatorRegionName } from './calculator-place.ts';
import { type FieldHost, RegistryFields, type RegistryFieldsProps } from './RegistryFields.tsx';
import { summarizeResults } from './summarize-results.ts';
import { UseMyCharacterFields } from './UseMyCharacter.tsx';

/** What the frame reads of the island's registry calculator (useRegistryCalculator). */
export type FrameHost = FieldHost & {
  instanceId: string;
  state: FieldHost['state'] & { urlReset: boolean };
};

export interface CalculatorFrameProps {
  /** The island's registry calculator: its kind, strings, locale, URL state and fields. */
  calc: FrameHost;
  /** The title's key where the kind's strings go by a shorter family name (default `calc.<kind>.title`). */
  titleKey?: string;
  /** "Use my character" first in the body, with the fills of the calculator's kind. */
  mine?: boolean;
  /** Drawn first in the body (after "use my character"). */
  lead?: ComponentChildren;
  /** The registry fields drawn after the lead (RegistryFields' options); absent: none. */
  fields?: Omit<RegistryFieldsProps, 'calc'>;
  /** The result whose error is announced after the fields (ErrorAlert). */
  error?: Parameters<typeof ErrorAlert>[0]['result'];
  children?: ComponentChildren;
}

/**
 * The box around every calculator: title (calculator-place.ts), tampered-URL notice, copy-link
 * button, and the result's one-line summary, kept in view while a phone edits a field; its live
 * region announces each new result or error.
 */
export function CalculatorFrame(props: CalculatorFrameProps): JSX.Element {
  const { calc } = props;
  const { messages, locale } = calc;
  const title = formatMessage(messages, props.titleKey ?? `calc.${calc.kind}.title`, {}, locale);
  const [copied, setCopied] = useState(false);
  const frame = useRef<HTMLElement>(null);
  const [summary, setSummary] = useState('');
  const [announced, setAnnounced] = useState('');
  const place = useContext(CalculatorPlaceContext);
  const Title = `h${place?.headingLevel ?? 3}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  const regionName = calculatorRegionName(title, place?.section, (key, params) =>
    formatMessage(messages, key, params, locale),
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
        <Title class="calc-title">{title}</Title>
        <button type="button" class="calc-share" onClick={copy} data-pagefind-ignore>
          {formatMessage(messages, copied ? 'calc.common.copied' : 'calc.common.share', {}, locale)}
        </button>
      </header>
      {/* Search finds a calculator by its title; its fields and figures stay out of the index. */}
      <div class="calc-body" data-pagefind-ignore>
        {calc.state.urlReset ? (
          <p class="calc-notice" role="status">
            {formatMessage(messages, 'calc.common.urlReset', {}, locale)}
          </p>
        ) : null}
        {props.mine ? (
          <UseMyCharacterFields island={calc} kind={calc.kind as CharacterFillKind} state={calc.state} />
        ) : null}
        {props.lead}
        {props.fields ? <RegistryFields calc={calc} {...props.fields} /> : null}
        {props.error !== undefined ? (
          <ErrorAlert result={props.error} messages={messages} locale={locale} />
        ) : null}
        {props.children}
        <p class="calc-summary sr-only" aria-hidden="true" hidden={summary === ''}>
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

/** Problems as one alert: the role sits on a wrapper, since a list cannot carry role="alert". */
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

/** The localized message of a failed computation, announced to screen readers. */
export function ErrorAlert(props: {
  result: ({ ok: true } | ({ ok: false } & Problem)) | null;
  messages: Record<string, string>;
  /** The language the messages are written in. */
  locale: Locale;
  /** The field labels an error may name (`field` of a core error is a parameter name). */
  fieldLabels?: Readonly<Record<string, string>>;
}): JSX.Element | null {
  const { result } = props;
  if (!result || result.ok) return null;
  const field = result.params?.field;
  const params =
    field !== undefined && props.fieldLabels?.[String(field)] !== undefined
      ? { ...result.params, field: props.fieldLabels[String(field)]! }
      : result.params;
  return (
    <p class="calc-error" role="alert">
      {formatProblem(props.messages, { code: result.code, params }, props.locale)}
    </p>
  );
}
