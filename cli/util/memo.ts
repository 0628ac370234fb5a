/**
 * `compute` remembered by key. Emptied once it holds `limit` entries: the memos live as long as
 * the process, and `serve` meets a new text at every save.
 */
export function memo<V>(compute: (key: string) => V, limit = 20_000): (key: string) => V {
  return memoBy((key: string) => key, compute, limit);
}

/** `compute` remembered by the key `keyOf` makes of its arguments, as `memo` remembers it. */
export function memoBy<A extends unknown[], V>(
  keyOf: (...args: A) => string,
  compute: (...args: A) => V,
  limit = 20_000,
): (...args: A) => V {
  const known = new Map<string, V>();
  return (...args) => {
    const key = keyOf(...args);
    let value = known.get(key);
    if (value === undefined) {
      if (known.size >= limit) known.clear();
      value = compute(...args);
      known.set(key, value);
    }
    return value;
  };
}
