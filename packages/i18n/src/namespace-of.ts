/** The namespace of a key (or of a key prefix): its first dotted segment (`calc.d20.title`: `calc`). */
export function namespaceOf(key: string): string {
  const dot = key.indexOf('.');
  return dot === -1 ? key : key.slice(0, dot);
}
