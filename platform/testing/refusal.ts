// The message of the business refusal a call ends in ('no refusal' when it succeeds); any other
// error is the test's failure.
import { Refusal } from '../http/refusal';

export async function refusalOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Refusal) return error.message;
    throw error;
  }
  return 'no refusal';
}

/** The refusal a call ends in with its code and the field it names ({ message: 'no refusal', code: 0 } when it succeeds). */
export async function refusalDetailOf(promise: Promise<unknown>): Promise<{ message: string; code: number; field: string | null }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Refusal) return { message: error.message, code: error.code, field: ((error.data ?? {}) as { field?: string }).field ?? null };
    throw error;
  }
  return { message: 'no refusal', code: 0, field: null };
}
