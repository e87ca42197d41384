import {
  ABILITIES,
  type Ability,
  D20_LIMITS,
  DAMAGE_LIMITS,
  DAMAGE_TYPES,
  type DamageType,
  SAVE_HALF_LIMITS,
  saveForHalfOnCreatures,
  type TrackerState,
} from '@polyhedral/core';
import { cryptoRandom } from '@polyhedral/dice';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { SelectField, TextField } from '../calculators/shared/fields.tsx';
import { parseIntegerField } from '../calculators/shared/parse-field.ts';
import type { FieldResult } from '../calculators/shared/types.ts';
import { Receipt, type ReceiptLine } from './Receipt.tsx';
import { hitPointLines, nameOf } from './receipt-lines.ts';
import type { TrackerText } from './tracker-text.ts';

/**
 * A save-for-half effect against the selected creatures in one step: the damage rolled once (or
 * typed as the table rolled it), each creature's save typed or rolled, each result on its own hit
 * points (the core's saveForHalfOnCreatures), with the receipt.
 */
export function SaveHalfPanel(props: {
  state: TrackerState;
  selected: readonly string[];
  text: TrackerText;
  apply: (change: (state: TrackerState) => TrackerState) => void;
}): JSX.Element {
  const { state, selected, text } = props;
  const { t, n, messages } = text;
  const [damage, setDamage] = useState('8d6');
  const [rolled, setRolled] = useState('');
  const [type, setType] = useState<DamageType>('fire');
  const [dc, setDc] = useState('15');
  const [ability, setAbility] = useState<Ability>('dexterity');
  const [d20s, setD20s] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [lines, setLines] = useState<ReceiptLine[]>([]);

  const dcRead = parseIntegerField(dc, D20_LIMITS.target.min, D20_LIMITS.target.max);
  const rolledRead = rolled.trim() === '' ? null : parseIntegerField(rolled, 0, DAMAGE_LIMITS.maxAmount);
  const d20Reads = Object.fromEntries(
    selected
      .filter((id) => (d20s[id] ?? '').trim() !== '')
      .map((id) => [id, parseIntegerField(d20s[id]!, D20_LIMITS.face.min, D20_LIMITS.face.max)]),
  ) as Record<string, FieldResult<number>>;
  const shown = <T,>(read: FieldResult<T> | null | undefined) => (tried && read ? read : undefined);
  const tooMany = selected.length > SAVE_HALF_LIMITS.maxTargets;

  const resolve = () => {
    setTried(true);
    const reads = [dcRead, ...(rolledRead ? [rolledRead] : []), ...Object.values(d20Reads)];
    if (selected.length === 0 || tooMany || reads.some((read) => !read.ok)) return;
    const typed = Object.fromEntries(
      Object.entries(d20Reads).flatMap(([id, read]) => (read.ok ? [[id, read.value]] : [])),
    );
    props.apply((current) => {
      const done = saveForHalfOnCreatures(
        current,
        {
          damage: damage.trim(),
          type,
          ...(rolledRead?.ok ? { rolled: rolledRead.value } : {}),
          dc: dcRead.ok ? dcRead.value : 0,
          ability,
          ids: selected,
          d20s: typed,
        },
        cryptoRandom,
      );
      const hp = hitPointLines(
        text,
        done.state,
        done.receipt.targets.map((target) => target.hitPoints),
      );
      setLines([
        {
          key: 'effect',
          text: t('tracker.receipt.effectRolled', {
            detail: done.receipt.detail,
            total: n(done.receipt.rolled),
          }),
          steps: [],
        },
        ...done.receipt.targets
          .map((target) => ({
            key: `save-${target.creatureId}`,
            text: t('tracker.receipt.save', {
              name: nameOf(done.state, target.creatureId),
              d20: n(target.save.kept),
              how: t(target.typed ? 'tracker.receipt.typed' : 'tracker.receipt.rolledDie'),
              bonus: text.signed(target.bonus),
              total: n(target.save.total),
              dc: n(dcRead.ok ? dcRead.value : 0),
              outcome: t(target.save.saved ? 'tracker.receipt.saved' : 'tracker.receipt.failed'),
            }),
            steps: target.save.parts.flatMap((part) => part.steps.map((step) => t(step.code, step.params))),
          }))
          .flatMap((line, index) => [line, hp[index]!]),
      ]);
      setD20s({});
      return done.state;
    });
  };

  return (
    <section class="tracker-panel" aria-labelledby="tracker-save-half" data-testid="tracker-save-half">
      <h2 id="tracker-save-half">{t('tracker.saveHalf.title')}</h2>
      <p class="calc-hint">{t('tracker.saveHalf.intro')}</p>
      <div class="calc-fields">
        <TextField
          id="tracker-sh-damage"
          label={t('tracker.saveHalf.damage')}
          messages={messages}
          value={damage}
          inputMode="text"
          onInput={setDamage}
        />
        <TextField
          id="tracker-sh-rolled"
          label={t('tracker.saveHalf.rolled')}
          messages={messages}
          value={rolled}
          result={shown(rolledRead)}
          onInput={setRolled}
        />
        <SelectField
          id="tracker-sh-type"
          label={t('tracker.hp.type')}
          messages={messages}
          value={type}
          options={DAMAGE_TYPES.map((one) => ({ value: one, label: t(`calc.damageType.${one}`) }))}
          onChange={(value) => setType(value as DamageType)}
        />
        <TextField
          id="tracker-sh-dc"
          label={t('tracker.saveHalf.dc')}
          messages={messages}
          value={dc}
          result={shown(dcRead)}
          onInput={setDc}
        />
        <SelectField
          id="tracker-sh-ability"
          label={t('tracker.saveHalf.ability')}
          messages={messages}
          value={ability}
          options={ABILITIES.map((one) => ({ value: one, label: t(`table.ability.${one}`) }))}
          onChange={(value) => setAbility(value as Ability)}
        />
      </div>
      <div class="calc-fields">
        {selected.map((id) => (
          <TextField
            key={id}
            id={`tracker-sh-d20-${id}`}
            label={t('tracker.saveHalf.d20', { name: nameOf(state, id) })}
            messages={messages}
            value={d20s[id] ?? ''}
            result={shown(d20Reads[id])}
            onInput={(value) => setD20s({ ...d20s, [id]: value })}
          />
        ))}
      </div>
      {tooMany ? (
        <p class="calc-error">{t('tracker.saveHalf.tooMany', { max: n(SAVE_HALF_LIMITS.maxTargets) })}</p>
      ) : null}
      {selected.length === 0 ? <p class="calc-hint">{t('tracker.hp.noneSelected')}</p> : null}
      <div class="tracker-buttons">
        <button
          type="button"
          class="calc-button calc-button--primary"
          disabled={selected.length === 0}
          onClick={resolve}
        >
          {t('tracker.saveHalf.apply')}
        </button>
      </div>
      <Receipt title={t('tracker.receipt.title')} lines={lines} testId="tracker-save-half-receipt" />
    </section>
  );
}
