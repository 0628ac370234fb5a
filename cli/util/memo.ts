/**
 * `compute` remembered by key. Emptied once it holds `limit` entries: the memos live as long as
 * the process, and `serve` meets a new text at every save.
 */
export function memo<V>(compute: (key: string) => V, limit = 20_000): (key: string) => V {
  const known = new Map<string, V>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      if (known.size >= limit) known.clear();
      value = compute(key);
      known.set(key, value);
    }
    return value;
  };
}
