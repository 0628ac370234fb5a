import * as z from 'zod';

/** A part of the site that `false` turns off, else its options (Docusaurus's `blog: false`). */
export const orFalse = <Options extends z.ZodType>(options: Options) => z.union([z.literal(false), options]);
