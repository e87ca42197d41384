import { DAMAGE_TYPES } from '@polyhedral/core';
import { SAVED_ATTACK_KINDS, TRACKER_LIMITS } from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { damageTypeOptions } from '../calculators/damage-steps/damage-type-options.ts';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import { SelectField, TextField } from '../calculators/shared/fields.tsx';
import { type AddFormPart, DrawnOnOpen } from './AddCreatureFields.tsx';
import { type AttackRow, type DamagePartRow, withAttackRow, withDamagePart } from './add-creature-reads.ts';

/** Its attacks under a disclosure (drawn when opened), up to the rows and parts a stat block holds. */
export function AddAttackFields(part: AddFormPart): JSX.Element {
  const { form, set, text } = part;
  const { t } = text;
  const rows = () => (
    <>
      <div class="calc-fields">
        {form.attacks.map((row, index) => (
          <AttackRowFields key={index} part={part} row={row} index={index} />
        ))}
      </div>
      {form.attacks.length < TRACKER_LIMITS.attacksPerCreature ? (
        <div class="tracker-buttons">
          <CalcButton
            label={t('tracker.add.moreAttack')}
            testId="tracker-add-attack-more"
            onClick={() => set({ attacks: withAttackRow(form.attacks) })}
          />
        </div>
      ) : null}
    </>
  );
  return (
    <DrawnOnOpen class="tracker-more" summary={t('tracker.add.attacks')}>
      {rows}
    </DrawnOnOpen>
  );
}

/** One attack row: name, bonus (its error once sent, when named), each damage part, and "another damage part". */
function AttackRowFields(props: { part: AddFormPart; row: AttackRow; index: number }): JSX.Element {
  const { part, row, index } = props;
  const { form, reads, tried, set, text } = part;
  const { t, messages } = text;
  const number = text.n(index + 1);
  const named = form.attacks.map((one) => one.name.trim() !== '');
  const bonusRead = named[index]
    ? reads.attackBonuses[named.slice(0, index).filter(Boolean).length]
    : undefined;
  const setRow = (next: Partial<AttackRow>) =>
    set({ attacks: form.attacks.map((one, at) => (at === index ? { ...one, ...next } : one)) });
  const setPart = (at: number, next: Partial<DamagePartRow>) =>
    setRow({ parts: row.parts.map((one, i) => (i === at ? { ...one, ...next } : one)) });
  const types = damageTypeOptions(messages, DAMAGE_TYPES, text.locale);
  const id = `tracker-add-attack-${index}`;
  return (
    <>
      <TextField
        id={`${id}-name`}
        label={t('tracker.add.attackName', { number })}
        wording={text}
        value={row.name}
        inputMode="text"
        onInput={(name) => setRow({ name })}
      />
      <TextField
        id={`${id}-bonus`}
        label={t('tracker.add.attackBonus', { number })}
        wording={text}
        value={row.bonus}
        result={tried ? bonusRead : undefined}
        onInput={(bonus) => setRow({ bonus })}
      />
      <SelectField
        id={`${id}-kind`}
        label={t('tracker.add.attackKind', { number })}
        value={row.kind}
        options={SAVED_ATTACK_KINDS.map((kind) => ({ value: kind, label: t(`tracker.attack.kind.${kind}`) }))}
        onChange={(kind) => setRow({ kind: kind as AttackRow['kind'] })}
      />
      {row.parts.map((damage, at) => {
        // The first part keeps its short labels; a further one says which it is.
        const which = { number, part: text.n(at + 1) };
        const suffix = at === 0 ? '' : `-${at}`;
        return [
          <TextField
            key={`d${at}`}
            id={`${id}-dice${suffix}`}
            label={t(at === 0 ? 'tracker.add.attackDamage' : 'tracker.add.attackDamagePart', which)}
            wording={text}
            value={damage.dice}
            inputMode="text"
            onInput={(dice) => setPart(at, { dice })}
          />,
          <SelectField
            key={`t${at}`}
            id={`${id}-type${suffix}`}
            label={t(at === 0 ? 'tracker.add.attackType' : 'tracker.add.attackTypePart', which)}
            value={damage.type}
            options={types}
            onChange={(type) => setPart(at, { type: type as DamagePartRow['type'] })}
          />,
        ];
      })}
      {row.parts.length < TRACKER_LIMITS.damageParts ? (
        <div class="tracker-buttons calc-field--wide">
          <CalcButton
            label={t('tracker.add.moreDamage', { number })}
            testId={`${id}-more-damage`}
            onClick={() => set({ attacks: withDamagePart(form.attacks, index) })}
          />
        </div>
      ) : null}
    </>
  );
}
