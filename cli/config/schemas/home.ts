import * as z from 'zod';

/** A button under the home page's title. */
const actionSchema = z.strictObject({
  /** Text of the button. */
  label: z.string(),
  /** Internal path it leads to. */
  to: z.string(),
  /** Draw it as the main action. */
  primary: z.boolean().default(false),
});

/** A feature card on the home page. */
const featureSchema = z.strictObject({
  /** Heading of the card. */
  title: z.string(),
  /** Text of the card. */
  description: z.string(),
  /** Image above the title: a path in the static folder or an address. It is decorative (no alt text). */
  icon: z.string().optional(),
  /** Internal path the card's title links to, joined to the base URL. */
  to: z.string().optional(),
  /** External address the card's title links to (instead of `to`). */
  href: z.string().optional(),
});

/** Home page content. */
export const homeSchema = z
  .strictObject({
    /** Buttons under the title, in order. */
    actions: z.array(actionSchema).default([]),
    /** Feature cards, in order. */
    features: z.array(featureSchema).default([]),
  })
  .prefault({});
