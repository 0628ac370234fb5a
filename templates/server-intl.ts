// The server bundles' `Intl` (esbuild's `inject`, cli/bundle/server.ts): one process renders every
// page, and theme code that makes a formatter at each render (the classic theme's dates and plural
// forms on a blog's lists) gets the one made for those arguments before. A formatter gives the same
// results however often it is made, and nothing changes one once made.

const made = new Map<string, object>();

/** `Maker` whose `new` gives the instance made before with the same arguments. */
function madeOnce<T extends abstract new (...args: never[]) => object>(name: string, Maker: T): T {
  return new Proxy(Maker, {
    construct(target, args: unknown[], newTarget) {
      const key = `${name} ${JSON.stringify(args)}`;
      let instance = made.get(key);
      if (!instance) made.set(key, (instance = Reflect.construct(target, args, newTarget) as object));
      return instance;
    },
  });
}

/** `Intl` with its date, number and plural formatters made once per locale and options. */
const ServerIntl: typeof Intl = Object.create(Intl, {
  DateTimeFormat: { value: madeOnce('DateTimeFormat', Intl.DateTimeFormat) },
  NumberFormat: { value: madeOnce('NumberFormat', Intl.NumberFormat) },
  PluralRules: { value: madeOnce('PluralRules', Intl.PluralRules) },
});

export { ServerIntl as Intl };
