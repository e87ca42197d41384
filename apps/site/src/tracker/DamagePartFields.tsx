import type { DamageType } from '@polyhedral/core';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { DamageTypeField } from './SelectionPanel.tsx';
import { ToolField, type ToolForm } from './ToolFields.tsx';
import type { TrackerText } from './tracker-text.ts';
import { type TypedText, useTypedText } from './typed-numbers.ts';

/** One damage part of an attack: its dice as typed, and its damage type. */
interface DamagePart {
  dice: TypedText;
  type: DamageType;
  setType: (type: DamageType) => void;
}

/** An attack's damage as typed: a first part, and a second one that counts once it has dice. */
export interface DamageParts {
  first: DamagePart;
  second: DamagePart;
  /** The parts for the core, trimmed (the second only when it has dice). */
  parts: () => { dice: string; type: DamageType }[];
}

/** An attack's two damage parts: 1d8+3 slashing, and a second part (fire once it has dice). */
export function useDamageParts(): DamageParts {
  const dice = useTypedText('1d8+3');
  const [type, setType] = useState<DamageType>('slashing');
  const dice2 = useTypedText('');
  const [type2, setType2] = useState<DamageType>('fire');
  return {
    first: { dice, type, setType },
    second: { dice: dice2, type: type2, setType: setType2 },
    parts: () => [
      { dice: dice.text.trim(), type },
      ...(dice2.text.trim() === '' ? [] : [{ dice: dice2.text.trim(), type: type2 }]),
    ],
  };
}

/** The attack's damage fields: the first part's dice and type, and a second part's (its type once it has dice). */
export function DamagePartFields(props: {
  text: TrackerText;
  form: ToolForm;
  damage: DamageParts;
}): JSX.Element {
  const { text, form } = props;
  const { first, second } = props.damage;
  return (
    <>
      <ToolField
        id="tracker-at-dice"
        label={text.t('tracker.attack.damage')}
        field={first.dice}
        form={form}
      />
      <DamageTypeField id="tracker-at-type" text={text} value={first.type} onChange={first.setType} />
      <ToolField
        id="tracker-at-dice2"
        label={text.t('tracker.attack.damage2')}
        field={second.dice}
        form={form}
      />
      {second.dice.text.trim() !== '' ? (
        <DamageTypeField id="tracker-at-type2" text={text} value={second.type} onChange={second.setType} />
      ) : null}
    </>
  );
}
