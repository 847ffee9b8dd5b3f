import type { Ctx } from '../../../platform/context.ts';
import type { Downloads } from '../../../platform/excel/background.ts';
import type { ImportOutcome, ImportTarget } from '../../../platform/excel/import.ts';
import type { ExportSource } from '../../../platform/excel/sources.ts';
import { queueExport } from './export.job.ts';
import { keepResults, queueImport } from './import.job.ts';
import { backgroundRowsOf, type FileTargets } from './oss-file.service.ts';

/**
 * The download centre of one app: where its files are stored (the resources module's stores, built with the
 * server's secret) and what the platform's exports and imports hand over. Set in the app's registry, where the jobs
 * find its stores (owner.ts targetsOf), so two apps in one process (the tests) never share it.
 */
export class DownloadCentre implements Downloads {
  constructor(readonly targets: FileTargets) {}

  threshold(ctx: Ctx): Promise<number> {
    return backgroundRowsOf(ctx);
  }

  queue(ctx: Ctx, source: ExportSource, filters: Record<string, unknown>): Promise<string> {
    return queueExport(ctx, source, filters);
  }

  keepResults(ctx: Ctx, target: ImportTarget, outcome: ImportOutcome): Promise<string> {
    return keepResults(ctx, this.targets, target, outcome);
  }

  queueImport(ctx: Ctx, target: ImportTarget, file: Buffer, rows: number, options: unknown): Promise<string> {
    return queueImport(ctx, this.targets, target, file, rows, options);
  }
}
