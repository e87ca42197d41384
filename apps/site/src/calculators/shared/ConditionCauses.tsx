import { describeCause, formatMessage } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { termKey } from './term-key.ts';
import type { Wording } from './types.ts';

/** A reason a roll changed, as the core gives it: a full i18n key and its parameters. */
export interface Cause {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** Why the roll is what it is ("Disadvantage: Poisoned"), each core cause in the reader's language. */
export function ConditionCauses(props: {
  causes: readonly Cause[] | undefined;
  wording: Wording;
  testId: string;
}): JSX.Element | null {
  const causes = props.causes ?? [];
  if (causes.length === 0) return null;
  const { messages, locale } = props.wording;
  const nameOf = (termId: string) => messages[termKey(termId)];
  return (
    <ul class="calc-causes" data-testid={props.testId}>
      {causes.map((cause, index) => (
        <li key={index} data-cause={cause.code}>
          {describeCause(cause, messages, locale, nameOf)}
        </li>
      ))}
    </ul>
  );
}

/** A roller that cannot act (issue 61): no chance, only why. Test IDs `<testIds>-cannot-act`, `-causes`. */
export function CannotAct(props: {
  causes: readonly Cause[] | undefined;
  wording: Wording;
  testIds: string;
  notice?: string;
}): JSX.Element {
  return (
    <div class="calc-why" data-testid={`${props.testIds}-cannot-act`}>
      {props.notice ? <p class="calc-notice">{props.notice}</p> : null}
      <ConditionCauses causes={props.causes} wording={props.wording} testId={`${props.testIds}-causes`} />
    </div>
  );
}

/** How the d20 is rolled (one d20, or two with Advantage or Disadvantage) and every reason why. */
export function RollMode(props: {
  mode: 'normal' | 'advantage' | 'disadvantage';
  causes: readonly Cause[] | undefined;
  wording: Wording;
  testId: string;
}): JSX.Element {
  return (
    <div class="calc-why">
      <p class="calc-mode">
        {formatMessage(props.wording.messages, `calc.common.mode.${props.mode}`, {}, props.wording.locale)}
      </p>
      <ConditionCauses causes={props.causes} wording={props.wording} testId={props.testId} />
    </div>
  );
}

/** A d20 the table rolled: what it came to against the target. */
export interface RolledD20 {
  d20: number;
  total: number;
  target: number;
}

/** A d20 result's head: the roll mode and why, then what the table rolled. Test IDs `-causes`, `-rolled`. */
export function RollSummary<Rolled extends RolledD20>(props: {
  result: {
    mode: 'normal' | 'advantage' | 'disadvantage';
    conditions: { causes?: readonly Cause[] };
    rolled?: Rolled | null;
  };
  lineKey: (rolled: Rolled) => string;
  wording: Wording;
  testIds: string;
}): JSX.Element {
  const { result } = props;
  const { messages, locale } = props.wording;
  const rolled = result.rolled;
  return (
    <>
      <RollMode
        mode={result.mode}
        causes={result.conditions.causes}
        wording={props.wording}
        testId={`${props.testIds}-causes`}
      />
      {rolled ? (
        // What the d20 the table rolled came to (kept, lost, a success...): the message named by the outcome.
        <p class="calc-rolled" data-testid={`${props.testIds}-rolled`}>
          <strong>
            {formatMessage(
              messages,
              props.lineKey(rolled),
              { d20: rolled.d20, total: rolled.total, target: rolled.target },
              locale,
            )}
          </strong>
        </p>
      ) : null}
    </>
  );
}
