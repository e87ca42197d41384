/** A function of one argument remembered by that argument: each value computed once, on first use. */
export function remembered<K, V>(compute: (key: K) => V): (key: K) => V {
  const values = new Map<K, V>();
  return (key) => {
    if (!values.has(key)) values.set(key, compute(key));
    return values.get(key) as V;
  };
}
