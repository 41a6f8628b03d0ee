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
