import { DAMAGE_TYPES, type DamageType } from '@polyhedral/core';
import { ABILITIES, type Ability } from '@polyhedral/core/tables';
import type { TrackerState } from '@polyhedral/core/tracker';
import type { ComponentChildren, JSX } from 'preact';
import { damageTypeOptions } from '../calculators/damage-steps/damage-type-options.ts';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import { SelectField } from '../calculators/shared/fields.tsx';
import { NoticeLine } from './NoticeLine.tsx';
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
}

/** One button of a tool; each needs a selected creature to act on. */
export interface PanelAction {
  label: string;
  onClick: () => void;
  /** The tool's main action (one per tool). */
  primary?: boolean;
  /** It acts on creatures of its own (repeat on the next group): enabled with none selected. */
  ownTargets?: boolean;
}

/**
 * The frame of a tool that acts on the selected creatures: its intro, its fields, its buttons
 * (disabled while nothing is selected), the notice its last action left, and its receipt.
 */
export function SelectionPanel(props: {
  title: string;
  testId: string;
  intro: string;
  text: TrackerText;
  selected: readonly string[];
  actions: readonly PanelAction[];
  notice: Notice | null;
  /** The receipt of the last action, if the tool keeps one. */
  receipt?: { lines: readonly ReceiptLine[]; testId: string };
  /** Whom the tool acts on, named above its fields (SelectedNames), with the line's test ID. */
  names?: { state: TrackerState; testId: string };
  children: ComponentChildren;
}): JSX.Element {
  return (
    <section class="tracker-panel" aria-label={props.title} data-testid={props.testId}>
      {/* What the tool does, one tap away: on a phone the tools' tabs and six creatures fit two screens. */}
      <details class="tracker-panel__intro">
        <summary>{props.text.t('tracker.panel.about')}</summary>
        <p class="calc-hint">{props.intro}</p>
      </details>
      {props.names ? (
        <SelectedNames
          state={props.names.state}
          selected={props.selected}
          text={props.text}
          testId={props.names.testId}
        />
      ) : null}
      {props.children}
      {props.selected.length === 0 && (props.receipt?.lines.length ?? 0) > 0 ? (
        <p class="calc-hint" data-testid="tracker-selection-cleared">
          {props.text.t('tracker.selection.cleared')}
        </p>
      ) : null}
      <div class="tracker-buttons">
        {props.actions.map((action) => (
          <CalcButton
            key={action.label}
            label={action.label}
            primary={action.primary ?? false}
            disabled={props.selected.length === 0 && !action.ownTargets}
            onClick={action.onClick}
          />
        ))}
      </div>
      <NoticeLine notice={props.notice} />
      {props.receipt ? (
        <Receipt
          title={props.text.t('tracker.receipt.title')}
          lines={props.receipt.lines}
          testId={props.receipt.testId}
        />
      ) : null}
    </section>
  );
}

/** Whom a tool will act on: the selected creatures' names, or that none is selected. */
export function SelectedNames(props: {
  state: TrackerState;
  selected: readonly string[];
  text: TrackerText;
  testId: string;
}): JSX.Element {
  const { t } = props.text;
  return (
    <p data-testid={props.testId}>
      {props.selected.length === 0
        ? t('tracker.hp.noneSelected')
        : t('tracker.hp.selected', { names: namesOf(props.text, props.state, props.selected) })}
    </p>
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
