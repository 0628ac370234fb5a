import Tinypool, { kTransferable, kValue } from 'tinypool';
import { AggregateUserError, UserError } from './errors.js';

/** An error as it crosses from a worker thread: a UserError keeps its location and fixes, an aggregate its errors. */
export interface WorkerError {
  message: string;
  details: UserError['details'];
  user: boolean;
  errors?: WorkerError[];
}

/** What a task sends back to the pool: its result, or its error. */
export type TaskReply<R> = { result: R } | { error: WorkerError };

/** A task handler as a worker exports it, for thread-pool.ts to call by name. */
export type TaskHandler<T, R> = (task: T) => Promise<TaskReply<R>>;

/** A result whose buffers move to the pool's thread instead of being copied. */
class Moved<R> {
  constructor(
    readonly value: R,
    readonly buffers: ArrayBuffer[],
  ) {}
}

export function moved<R>(value: R, buffers: ArrayBuffer[]): Moved<R> {
  return new Moved(value, buffers);
}

/**
 * A worker's task: `handler` runs on the worker thread, and what it returns or throws is sent
 * back. Errors are carried by hand: the structured clone that crosses threads keeps an error's
 * message but not its class or fields, and a UserError's location is what the user needs.
 */
export function threadTask<T, R>(handler: (task: T) => R | Moved<R> | Promise<R | Moved<R>>): TaskHandler<T, R> {
  return async (task) => {
    try {
      const result = await handler(task);
      if (!(result instanceof Moved)) return { result };
      const reply = { [kTransferable]: result.buffers, [kValue]: { result: result.value } };
      return Tinypool.move(reply) as unknown as TaskReply<R>;
    } catch (error) {
      return { error: toWorkerError(error) };
    }
  };
}

/**
 * What `work` returns or throws, as a reply: for a task that does several things and sends back
 * each one's outcome (its own error or result).
 */
export async function settled<R>(work: () => Promise<R>): Promise<TaskReply<R>> {
  try {
    return { result: await work() };
  } catch (error) {
    return { error: toWorkerError(error) };
  }
}

/** A reply from `settled` back on the pool's thread: the result, or the error as the worker threw it. */
export function fromReply<R>(reply: TaskReply<R>): R | Error {
  return 'error' in reply ? fromWorkerError(reply.error) : reply.result;
}

/** What the pool gave every worker (its `workerData`). */
export function threadData<D>(): D {
  return Tinypool.workerData as D;
}

function toWorkerError(error: unknown): WorkerError {
  if (error instanceof AggregateUserError)
    return { message: error.message, details: error.details, user: true, errors: error.errors.map(toWorkerError) };
  return error instanceof UserError
    ? { message: error.message, details: error.details, user: true }
    : { message: (error as Error).stack ?? String(error), details: {}, user: false };
}

export function fromWorkerError(error: WorkerError): Error {
  if (error.errors) return new AggregateUserError(error.errors.map(fromWorkerError) as UserError[], error.message);
  return error.user ? new UserError(error.message, error.details) : new Error(error.message);
}
