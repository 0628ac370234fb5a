/** Thrown at a construct the page writer leaves to MDX; its message names the construct. */
export class Fallback extends Error {}
export const fallback = (reason: string): never => {
  throw new Fallback(reason);
};
