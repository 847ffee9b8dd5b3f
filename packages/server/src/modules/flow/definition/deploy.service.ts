import { type FlowProcess, flowMessages } from '@pharma/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import { badRequest, forbidden } from '../../../platform/errors.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { type DeployableProcess, readProcessFile } from '../engine/bpmn-file.ts';
import { categoriesOf } from '../shared/categories.ts';
import { definitionTable, deploymentTable } from './definition.table.ts';
import { toProcess } from './definition-shape.ts';

/** One file to deploy: its XML and the name it came under. */
export interface ProcessFile {
  xml: string;
  resourceName: string;
}

/** The tenants a deployment is for: none listed means common to every tenant (''); each must exist. */
async function targetTenants(ctx: Ctx, tenantIds: string): Promise<string[]> {
  const listed = [
    ...new Set(
      tenantIds
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
  // Only the platform administrator deploys for every tenant or for tenants other than their own.
  if (!ctx.isAdministrator) {
    if (listed.some((t) => t !== ctx.tenantId)) throw forbidden();
    return [ctx.tenantId];
  }
  if (listed.length === 0) return [''];
  const directory = ctx.registry.tenantDirectory;
  for (const tenantId of listed) {
    if (directory && !(await directory.exists(ctx.db, tenantId)))
      throw badRequest(flowMessages.badTenant, { tenantId });
  }
  return listed;
}

/**
 * Deploys files for a category: every file is read and checked first (nothing is deployed when one is refused),
 * then each tenant gets one deployment holding a definition per process, its version one above the key's last in
 * that tenant.
 */
export async function deployFiles(
  ctx: Ctx,
  input: { files: ProcessFile[]; category: string; tenantIds: string; name?: string },
): Promise<FlowProcess[]> {
  if (input.files.length === 0) throw badRequest(flowMessages.fileRequired);
  const categories = await categoriesOf(ctx);
  if (!categories.has(input.category)) throw badRequest(flowMessages.badCategory, { category: input.category });
  const read: Array<{ file: ProcessFile; processes: DeployableProcess[] }> = [];
  for (const file of input.files) read.push({ file, processes: await readProcessFile(file.xml) });
  const tenants = await targetTenants(ctx, input.tenantIds);
  const made = await ctx.db.transaction(async (tx) => {
    const rows: Array<typeof definitionTable.$inferSelect> = [];
    for (const tenantId of tenants) {
      const [deployment] = await tx
        .insert(deploymentTable)
        .values({
          tenantId,
          name: (input.name ?? read.map((r) => r.processes[0]!.name).join(', ')).slice(0, 255),
          category: input.category,
          deployUser: ctx.userId,
        })
        .returning();
      for (const { file, processes } of read) {
        for (const process of processes) {
          const version = (await lastVersion(tx, tenantId, process.key)) + 1;
          const [row] = await tx
            .insert(definitionTable)
            .values({
              id: `${process.key}:${version}:${deployment!.id}`,
              tenantId,
              deploymentId: deployment!.id,
              key: process.key,
              name: process.name,
              description: process.description,
              category: input.category,
              version,
              resourceName: file.resourceName,
              xml: file.xml,
              starterUsers: process.starterUsers,
              starterGroups: process.starterGroups,
              formKey: process.formKey,
              deployTime: deployment!.deployTime,
            })
            .returning();
          rows.push(row!);
        }
      }
    }
    return rows;
  });
  return made.map((row) => toProcess(ctx, row, categories));
}

async function lastVersion(db: Db, tenantId: string, key: string): Promise<number> {
  // Two deployments of one key at once: the second waits for the first's version rather than colliding on it.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`flow:${tenantId}:${key}`}))`);
  const [row] = await db
    .select({ version: sql<number>`coalesce(max(${definitionTable.version}), 0)::int` })
    .from(definitionTable)
    .where(and(ofTenant(definitionTable, tenantId), eq(definitionTable.key, key)));
  return row?.version ?? 0;
}
