/**
 * The save-for-half case the calculators' unit test, their browser check and the engines' reader
 * task share (HalfDamage): 10d6 fire, a target with +3 to its save, DC 14, from a shared link; the
 * expected damage each shows, as the core computes it and the locale writes it.
 */
import { saveHalfTargets } from '@polyhedral/core';
import { intlLocale, type Locale } from '@polyhedral/i18n';

/** The shared link's fields for the calculator `instance` (`save-half`, `save-half-2`). */
export function saveHalfLink(instance: string): URLSearchParams {
  return new URLSearchParams({
    [`${instance}.damage`]: '10d6:fire',
    [`${instance}.targets`]: 'save=+3',
    [`${instance}.dc`]: '14',
  });
}

/** The expected damage at `dc` (the link's 14 unless another was typed), in the locale's digits. */
export function expectedSaveHalf(locale: Locale, dc = 14): string {
  const target = {
    saveBonus: 3,
    mode: 'normal',
    cover: 'none',
    resist: [],
    vulnerable: [],
    immune: [],
  } as const;
  const damage = saveHalfTargets({ damage: [{ amount: '10d6', type: 'fire' }], dc, targets: [target] });
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 }).format(
    damage.targets[0]!.expectedDamage,
  );
}
