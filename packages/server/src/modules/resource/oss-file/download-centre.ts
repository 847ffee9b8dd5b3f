import type { Ctx } from '../../../platform/context.ts';
import type { Downloads, FileMaker, QueuedImport } from '../../../platform/excel/background.ts';
import type { ImportCounts, ImportOutcome, ImportTarget } from '../../../platform/excel/import.ts';
import type { SheetSource } from '../../../platform/excel/reader.ts';
import type { ExportSource } from '../../../platform/excel/sources.ts';
import type { XlsxContent } from '../../../platform/excel/writer.ts';
import { queueExport } from './export.job.ts';
import { keepResults, keepResultsFile, queueImport } from './import.job.ts';
import { queueMade } from './made-file.job.ts';
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

  keepResultsFile(ctx: Ctx, target: ImportTarget, content: XlsxContent, counts: ImportCounts): Promise<string> {
    return keepResultsFile(ctx, this.targets, target, content, counts);
  }

  queueMade(ctx: Ctx, maker: FileMaker, request: unknown, name: string): Promise<string> {
    return queueMade(ctx, maker, request, name);
  }

  queueImport(
    ctx: Ctx,
    target: ImportTarget,
    file: SheetSource,
    rows: number | undefined,
    options: unknown,
    queued?: QueuedImport,
  ): Promise<string> {
    return queueImport(ctx, this.targets, target, file, rows, options, queued);
  }
}
