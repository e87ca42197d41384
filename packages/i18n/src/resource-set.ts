/**
 * The resource set a translator of a locale reads: the bundled strings of the written locales, and
 * for a derived locale its installed strings beside them (derived-locale-data.ts).
 */
import { derivedLocaleData } from './derived-locale-data.ts';
import { isDerivedLocale, type Locale } from './locales.ts';
import { type ResourceSet, resources } from './resources/index.ts';

const withDerived = new WeakMap<object, ResourceSet>();

/** The bundled resource set holding `locale`'s strings (one object per installed derived set, kept). */
export function resourceSetFor(locale: Locale): ResourceSet {
  if (!isDerivedLocale(locale)) return resources;
  const derived = derivedLocaleData(locale).resources;
  let set = withDerived.get(derived);
  if (set === undefined) {
    set = { ...resources, [locale]: derived };
    withDerived.set(derived, set);
  }
  return set;
}
