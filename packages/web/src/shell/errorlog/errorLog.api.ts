import { type BodyIn, errorLogCalls } from '@pharma/contract';
import { callApi } from '../../lib/api.ts';

/** A local error-log entry as the server takes it (spec §3 / §8): the six fields, always all present here. */
export type ErrorLogEntry = Required<NonNullable<BodyIn<typeof errorLogCalls.upload>>[number]>;

/** Uploads entries of the local error log (POST blade-auth/oauth/logout, which does not sign out). */
export async function uploadErrorLogs(entries: ErrorLogEntry[]): Promise<void> {
  await callApi(errorLogCalls.upload, { body: entries });
}
