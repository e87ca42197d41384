import { DAMAGE_TYPES, type DamageType } from '@polyhedral/core';
import { ABILITIES, type Ability } from '@polyhedral/core/tables';
import type { TrackerState } from '@polyhedral/core/tracker';
import type { ComponentChildren, JSX } from 'preact';
import { damageTypeOptions } from '../calculators/damage-steps/damage-type-options.ts';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import { SelectField } from '../calculators/shared/fields.tsx';
import type { PanelAction } from './group-lines.tsx';
import { NoticeLine } from './NoticeLine.tsx';
import { type QuickChoice, QuickSelect } from './QuickSelect.tsx';
import { Receipt, type ReceiptLine } from './Receipt.tsx';
import { namesOf } from './receipt-lines.ts';
import type { TrackerText } from './tracker-text.ts';
import type { Apply, Notice } from './use-tracker.ts';

/** What a tool that acts on the selected creatures (hit points, save for half, effects) receives. */
export interface SelectionPanelProps {
  state: TrackerState;
  /** The selected creatures' IDs, in the order they were selected. */
  selected: readonly string[];
  text: TrackerText;
  apply: Apply;
  notice: Notice | null;
  /** One tap to a group, all living monsters, all characters or the last targets (absent: not offered). */
  quick?: QuickChoice;
}

/** The frame of a tool that acts on the selected creatures (its buttons disabled while none is). */
export function SelectionPanel(
  props: SelectionPanelProps & {
    /** The tool's words: `tracker.<words>.title` and `.intro` (with `introParams`). */
    words: 'hp' | 'attack' | 'check' | 'saveHalf' | 'effects';
    introParams?: Record<string, string>;
    testId: string;
    actions: readonly PanelAction[];
    /** The receipt of the last action, if the tool keeps one. */
    receipt?: { lines: readonly ReceiptLine[]; testId: string };
    /** The test ID of the line that names whom the tool acts on, if it shows one. */
    namesTestId?: string;
    children: ComponentChildren;
  },
): JSX.Element {
  const { text, selected } = props;
  const { t } = text;
  const title = t(`tracker.${props.words}.title`);
  return (
    <section class="tracker-panel" aria-label={title} data-testid={props.testId}>
      {/* What the tool does, one tap away: on a phone the tools' tabs and six creatures fit two screens. */}
      <details class="tracker-panel__intro">
        <summary>{t('tracker.panel.about')}</summary>
        <p class="calc-hint">{t(`tracker.${props.words}.intro`, props.introParams)}</p>
      </details>
      {/* None ticked (a fresh turn, or the last action done): one tap to whom the next one goes. */}
      {props.quick && selected.length === 0 ? (
        <QuickSelect state={props.state} text={text} quick={props.quick} />
      ) : null}
      {props.namesTestId && (selected.length > 0 || !props.quick) ? (
        <p data-testid={props.namesTestId}>
          {selected.length === 0
            ? t('tracker.hp.noneSelected')
            : t('tracker.hp.selected', { names: namesOf(text, props.state, selected) })}
        </p>
      ) : null}
      {props.children}
      {selected.length === 0 && (props.receipt?.lines.length ?? 0) > 0 ? (
        <p class="calc-hint" data-testid="tracker-selection-cleared">
          {t('tracker.selection.cleared')}
        </p>
      ) : null}
      <div class="tracker-buttons">
        {props.actions.map((action) => (
          <CalcButton
            key={action.label}
            label={action.label}
            primary={action.primary ?? false}
            disabled={selected.length === 0 && !action.ownTargets}
            onClick={action.onClick}
          />
        ))}
      </div>
      <NoticeLine notice={props.notice} />
      {props.receipt ? (
        <Receipt
          title={t('tracker.receipt.title')}
          lines={props.receipt.lines}
          testId={props.receipt.testId}
        />
      ) : null}
    </section>
  );
}

/** The damage type of a hit, one of the core's types worded as the calculators word them. */
export function DamageTypeField(props: {
  id: string;
  text: TrackerText;
  value: DamageType;
  onChange: (type: DamageType) => void;
}): JSX.Element {
  return (
    <SelectField
      id={props.id}
      label={props.text.t('tracker.hp.type')}
      value={props.value}
      options={damageTypeOptions(props.text.messages, DAMAGE_TYPES, props.text.locale)}
      onChange={(value) => props.onChange(value as DamageType)}
    />
  );
}

/** The ability a check or a save is made with, worded as the tables word it. */
export function AbilityField(props: {
  id: string;
  label: string;
  text: TrackerText;
  value: Ability;
  onChange: (ability: Ability) => void;
}): JSX.Element {
  const { t } = props.text;
  return (
    <SelectField
      id={props.id}
      label={props.label}
      value={props.value}
      options={ABILITIES.map((one) => ({ value: one, label: t(`table.ability.${one}`) }))}
      onChange={(value) => props.onChange(value as Ability)}
    />
  );
}
