/**
 * `load()` once per key, its promise shared by all who ask; forgotten if it fails, so that asking
 * again (the next navigation, the next query) retries.
 */
export function once<K, V>(cache: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  let pending = cache.get(key);
  if (!pending) {
    pending = load();
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}
