import { D20_LIMITS, DAMAGE_LIMITS, type DamageType } from '@polyhedral/core';
import { effectDiceFor, type SavedAttack, type TrackerState } from '@polyhedral/core/tracker';
import { useEffect, useState } from 'preact/hooks';
import { defaultAttackFields } from './attack-fields.ts';
import type { TrackerText } from './tracker-text.ts';
import { useTypedByCreature, useTypedNumber, useTypedText } from './typed-numbers.ts';

/**
 * An attack's damage as typed: 1d8+3 slashing, and a second part that counts once it has dice
 * (fire until another type is chosen); `parts` are those for the core, trimmed.
 */
function useDamageParts() {
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

/**
 * The attack tab's fields as typed: the attacker (the one whose turn it is until another is
 * chosen), its saved attack, the bonus and damage, within 5 feet, the registry's fields (melee or
 * ranged, cover, judgements), and each target's d20 and effect dice. Choosing another attacker or
 * saved attack sets the distance from the attack's kind (melee: within 5 feet; ranged: beyond) and
 * says so (`distanceNote`), so a box ticked for the last attacker never carries over silently.
 */
export function useAttackForm(state: TrackerState, selected: readonly string[], text: TrackerText) {
  const [attacker, setAttacker] = useState('');
  const bonus = useTypedNumber('5', D20_LIMITS.bonus);
  const damage = useDamageParts();
  const [near, setNearRaw] = useState(true);
  const [distanceNote, setDistanceNote] = useState<string | null>(null);
  const [registryRaw, setRegistryRaw] = useState(defaultAttackFields);
  const d20s = useTypedByCreature(selected, D20_LIMITS.face);
  const effectDice = useTypedByCreature(selected, {
    min: -DAMAGE_LIMITS.maxAmount,
    max: DAMAGE_LIMITS.maxAmount,
  });
  const attackerId = state.creatures.some((one) => one.id === attacker)
    ? attacker
    : (state.currentId ?? state.creatures[0]?.id ?? '');
  const attackerCreature = state.creatures.find((one) => one.id === attackerId);
  const attackDice = attackerCreature ? effectDiceFor(attackerCreature, 'attack') : [];
  const savedAttacks = attackerCreature?.attacks ?? [];
  const [picked, setPicked] = useState<{ attackerId: string; name: string } | null>(null);
  /** The distance for this attack: within 5 feet unless it is ranged, said on the tab. */
  const setDistanceFor = (label: string, kind: SavedAttack['kind']) => {
    const within = kind !== 'ranged';
    setNearRaw(within);
    setRegistryRaw((raw) => ({ ...raw, 'attack-type': kind ?? 'not-said' }));
    setDistanceNote(
      text.t('tracker.attack.distanceReset', {
        attack: label,
        distance: text.t(within ? 'tracker.attack.distance.near' : 'tracker.attack.distance.far'),
      }),
    );
  };
  // Picking a saved attack fills the bonus, the damage, melee or ranged and the distance.
  const pick = (name: string) => {
    const chosen = savedAttacks.find((one) => one.name === name);
    setPicked({ attackerId, name: chosen ? name : '' });
    if (!chosen) return;
    bonus.set(String(chosen.bonus));
    const [first, second] = chosen.damage;
    damage.first.dice.set(first?.dice ?? '');
    if (first) damage.first.setType(first.type);
    damage.second.dice.set(second?.dice ?? '');
    if (second) damage.second.setType(second.type);
    setDistanceFor(
      chosen.kind ? `${chosen.name} (${text.t(`tracker.attack.kind.${chosen.kind}`)})` : chosen.name,
      chosen.kind,
    );
  };
  // A new attacker starts on its first saved attack, or on the plain distance, never the last one's.
  useEffect(() => {
    if (picked?.attackerId === attackerId) return;
    if (savedAttacks[0]) pick(savedAttacks[0].name);
    else if (picked !== null && attackerCreature) {
      setPicked({ attackerId, name: '' });
      setDistanceFor(attackerCreature.name, undefined);
    }
  }, [attackerId, savedAttacks[0]?.name]);
  const setNear = (on: boolean) => {
    setNearRaw(on);
    setDistanceNote(null);
  };
  return {
    attackerId,
    setAttacker,
    bonus,
    damage,
    near,
    setNear,
    distanceNote,
    registryRaw,
    setRegistryRaw,
    d20s,
    effectDice,
    attackDice,
    savedAttacks,
    pickedName: picked?.attackerId === attackerId ? picked.name : '',
    pick,
  };
}

export type AttackForm = ReturnType<typeof useAttackForm>;
