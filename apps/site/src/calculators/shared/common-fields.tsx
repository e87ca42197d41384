import { formatProblem, type Locale, type Problem } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';

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
