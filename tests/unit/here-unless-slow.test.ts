import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { hereUnlessSlow } from '../../cli/util/here-unless-slow.js';

/** Runs 40 items, threads joining after `joinMs`; says where each ran and how often, and the error. */
async function where(joinMs: number, fail?: number) {
  const ran: string[][] = Array.from({ length: 40 }, () => []);
  const error = await hereUnlessSlow({
    count: ran.length,
    joinMs,
    batch: 5,
    async here(i) {
      if (i === fail) throw new Error(`item ${i} failed`);
      ran[i]!.push('here');
    },
    threads: async () => ({
      async run(first, end) {
        for (let i = first; i < end; i++) ran[i]!.push('thread');
      },
      close: async () => {},
    }),
  }).catch((caught: Error) => caught);
  return { ran, error };
}

describe('work done here unless it proves slow', () => {
  it('does each item once, the first here, the threads taking items this thread has not reached', async () => {
    const { ran, error } = await where(0);
    expect(error).toBeUndefined();
    expect(ran.every((places) => places.length === 1)).toBe(true);
    expect(ran[0]).toEqual(['here']);
    const threadsJoin = availableParallelism() > 1;
    expect(ran.some((places) => places[0] === 'thread')).toBe(threadsJoin);
  });

  it('stays here when done within its allowance', async () => {
    const { ran } = await where(60_000);
    expect(ran.every((places) => places.join() === 'here')).toBe(true);
  });

  it('stops at the first error and throws it', async () => {
    const { ran, error } = await where(60_000, 3);
    expect(error?.message).toBe('item 3 failed');
    expect(ran.slice(4).every((places) => places.length === 0)).toBe(true);
  });
});
