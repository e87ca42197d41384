import { ROLL_MODE_CHOICES, RULESET_IDS } from '@polyhedral/core';
import { formatMessage, formatProblem, type Problem } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { SelectField } from './fields.tsx';

interface ChoiceFieldProps {
  id: string;
  value: string;
  messages: Record<string, string>;
  onChange: (value: string) => void;
}

/** The ruleset choice every rules-dependent calculator offers (srd-5.2, playtest). */
export function RulesetField(props: ChoiceFieldProps): JSX.Element {
  return (
    <SelectField
      {...props}
      label={formatMessage(props.messages, 'calc.common.ruleset')}
      options={RULESET_IDS.map((r) => ({
        value: r,
        label: formatMessage(props.messages, `calc.common.ruleset.${r}`),
      }))}
    />
  );
}

/** Neither / Advantage / Disadvantage as one choice. */
export function RollModeField(props: ChoiceFieldProps): JSX.Element {
  return (
    <SelectField
      {...props}
      label={formatMessage(props.messages, 'calc.common.roll-mode')}
      options={ROLL_MODE_CHOICES.map((m) => ({
        value: m,
        label: formatMessage(props.messages, `calc.common.roll-mode.${m}`),
      }))}
    />
  );
}

/** The localized message of a failed computation, announced to screen readers. */
export function ErrorAlert(props: {
  result: ({ ok: true } | ({ ok: false } & Problem)) | null;
  messages: Record<string, string>;
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
      {formatProblem(props.messages, { code: result.code, params })}
    </p>
  );
}
