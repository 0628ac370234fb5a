// Docusaurus's plural labels: a form per plural category of the locale, in the order below, split by `|`.
const CATEGORIES: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

let rules: { select(count: number): Intl.LDMLPluralRule; forms: Intl.LDMLPluralRule[] } | undefined;

/** The locale's plural rules and the categories it has, made on first use: most pages show no count. */
function pluralRules() {
  if (!rules) {
    const made = new Intl.PluralRules(SITE_LOCALE.name);
    const own = made.resolvedOptions().pluralCategories;
    rules = { select: (count) => made.select(count), forms: CATEGORIES.filter((form) => own.includes(form)) };
  }
  return rules;
}

/** The form of a plural label (`"One post|{count} posts"`) for `count` in the locale built; the last when forms run out. */
export function pluralForm(label: string, count: number): string {
  const forms = label.split('|');
  const { select, forms: categories } = pluralRules();
  return forms[Math.min(categories.indexOf(select(count)), forms.length - 1)]!;
}
