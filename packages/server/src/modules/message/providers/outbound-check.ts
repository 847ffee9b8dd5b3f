import type { Text } from '@pharma/contract';
import { AppError } from '../../../platform/errors.ts';
import { assertOutboundAllowed } from '../../../platform/outbound.ts';
import { textOf } from './attempt.ts';
import { providerMessages } from './provider.texts.ts';
import type { OutboundReach } from './provider.ts';

/** Whether a setting holds something (settings are stored as strings; a blank one is missing). */
export const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export const requiredProblem = (field: Text) => textOf(providerMessages.required, { field });

/**
 * The problems of a setting that must be an http(s) address the caller may reach: a tenant other than the platform
 * may not point a channel at the server's own network (the same check the resource module's OSS and SMS configs
 * make, platform/outbound.ts).
 */
export async function urlProblems(reach: OutboundReach, field: Text, url: unknown): Promise<Text[]> {
  if (!filled(url)) return [requiredProblem(field)];
  let parsed: URL;
  try {
    parsed = new URL(String(url).trim());
  } catch {
    return [textOf(providerMessages.badUrl, { field })];
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return [textOf(providerMessages.badUrl, { field })];
  return reachProblems(reach, field, parsed.href);
}

/** The outbound check's refusal as a problem, for an address (an SMTP host is given as smtp://host:port). */
export async function reachProblems(reach: OutboundReach, field: Text, url: string): Promise<Text[]> {
  try {
    await assertOutboundAllowed({ tenantId: reach.tenantId }, reach.privateHosts, field, url);
    return [];
  } catch (error) {
    if (error instanceof AppError) return [textOf(error.text, error.values)];
    throw error;
  }
}
