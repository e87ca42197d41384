import { rollDeathSave, type TrackerCreature } from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { D20Entry } from './D20Entry.tsx';
import { deathSaveLine, saveDiceOf } from './save-lines.ts';
import type { TrackerText } from './tracker-text.ts';
import type { Apply, Origin } from './use-tracker.ts';

/** A dying character's Death Saving Throw under its line: the d20 typed or rolled, the outcome reported. */
export function DeathSaveEntry(props: {
  creature: TrackerCreature;
  text: TrackerText;
  apply: Apply;
  report: (line: string, origin?: Origin) => void;
  origin: Origin;
}): JSX.Element {
  const { creature, text, origin } = props;
  const { t } = text;
  const id = creature.id;
  return (
    <D20Entry
      id={`tracker-death-${id}`}
      label={t('tracker.deathSave.label')}
      record={t('tracker.deathSave.enter')}
      roll={t('tracker.deathSave.roll')}
      text={text}
      {...(saveDiceOf(creature) ? { dice: saveDiceOf(creature) } : {})}
      onD20={(roll) =>
        props.apply(
          (s) => {
            const saved = rollDeathSave(s, id, roll);
            if (saved.result && saved.save)
              props.report(
                t('tracker.receipt.named', {
                  name: creature.name,
                  line: deathSaveLine(text, saved.save, saved.result, saved.failures),
                }),
                origin,
              );
            return saved.state;
          },
          origin,
          t('tracker.undo.action.deathSave', { name: creature.name }),
        )
      }
    />
  );
}
