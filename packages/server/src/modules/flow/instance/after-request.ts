import type { FastifyRequest } from 'fastify';
import { ctxOf } from '../../../platform/guard.ts';
import { afterStep } from './effects.ts';
import type { StepEffects } from './steps.ts';

/**
 * The after-step work of a step a request took (its messages, its timer), after the step's commit, acting as the
 * request's caller and noting failures in the request's log. Routes stay thin: they call this once the step is done.
 */
export function afterRequest(req: FastifyRequest, effects: StepEffects | null): Promise<void> | undefined {
  if (!effects) return undefined;
  return afterStep({ ...ctxOf(req), warn: (detail, message) => req.log.warn(detail, message) }, effects);
}
