import { UserError } from './errors.js';

/** An error as it crosses from a worker thread: a UserError keeps its location and fixes. */
export interface WorkerError {
  message: string;
  details: UserError['details'];
  user: boolean;
}

export function toWorkerError(error: unknown): WorkerError {
  return error instanceof UserError
    ? { message: error.message, details: error.details, user: true }
    : { message: (error as Error).stack ?? String(error), details: {}, user: false };
}

export function fromWorkerError(error: WorkerError): Error {
  return error.user ? new UserError(error.message, error.details) : new Error(error.message);
}
