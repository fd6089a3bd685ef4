import { EditError } from '../../src/edit-mode/engine/site-edits.ts';

/** What an edit refused with (its code, HTTP status and message); fails when `run` refuses nothing. */
export function refusal(run: () => unknown): { code: string; status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof EditError) return { code: error.code, status: error.status, message: error.message };
    throw error;
  }
  throw new Error('no EditError was thrown');
}
