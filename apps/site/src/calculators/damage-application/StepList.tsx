import type { DamageStep } from '@polyhedral/core';
import type { Locale } from '@polyhedral/i18n/client';
import { describeStep, formatMessage } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { termKey } from '../shared/term-key.ts';

/** The core's receipt as an ordered list under its title. */
export function StepList(props: {
  steps: readonly DamageStep[];
  messages: Record<string, string>;
  locale: Locale;
  testId?: string;
}): JSX.Element {
  return (
    <>
      <p class="calc-subtitle">
        {formatMessage(props.messages, 'calc.damage-application.steps', {}, props.locale)}
      </p>
      <ol class="calc-steps" data-testid={props.testId ?? 'damage-steps'}>
        {props.steps.map((step, index) => (
          <li key={`${index}-${step.code}`}>
            {describeStep(step, props.messages, props.locale, (id) => props.messages[termKey(id)])}
          </li>
        ))}
      </ol>
    </>
  );
}
