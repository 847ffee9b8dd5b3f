import type { Lang } from '@pharma/contract';
import type { Ctx, Identity } from '../../../platform/context.ts';
import type { JobCtx } from '../../../platform/jobs/jobs.ts';
import type { Registry } from '../../../platform/registry.ts';
import type { FileTargets } from './oss-file.service.ts';

/**
 * What a download centre job needs to act as the person who asked: their language and their visibility at that
 * moment (tenant, roles, departments, data scopes, grants), kept in the record so that a job run after a restart,
 * in any process, reads and writes exactly what its owner could.
 */
export interface OwnerRequest {
  lang: Lang;
  identity: Omit<Identity, 'permissions'> & { permissions: string[] };
}

export function ownerRequest(ctx: Ctx): OwnerRequest {
  const { db: _db, registry: _registry, lang, timeZone: _zone, ...identity } = ctx;
  return { lang, identity: { ...identity, permissions: [...identity.permissions] } };
}

export function ownerCtx(job: JobCtx, request: OwnerRequest): Ctx {
  return {
    ...request.identity,
    permissions: new Set(request.identity.permissions),
    db: job.db,
    lang: request.lang,
    timeZone: job.timeZone,
    registry: job.registry,
  };
}

/** The stores of the app's download centre (download-centre.ts), reached through the app's registry. */
export function targetsOf(registry: Registry): FileTargets {
  const centre = registry.downloads as { targets?: FileTargets } | undefined;
  if (!centre?.targets) throw new Error('the download centre is not set up');
  return centre.targets;
}
