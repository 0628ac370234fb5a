/**
 * A promise with its resolve and reject at hand. Its rejection alone is never unhandled: the
 * code that rejects it reports the error its own way, and awaiting it still sees the rejection.
 */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  promise.catch(() => {});
  return { promise, resolve, reject };
}
