import { getTableName } from 'drizzle-orm';
import { AnswerBook, type AnswerName, type Answers } from './answers.ts';
import type { AuditSink } from './audit.ts';
import type { SignInHook } from './auth/sign-in-hooks.ts';
import type { DataRecordSink } from './data-record.ts';
import type { DataScopeTarget } from './data-scope-targets.ts';
import type { Db } from './db/database.ts';
import type { DictReader } from './dict-reader.ts';
import type { Downloads, FileMaker } from './excel/background.ts';
import type { ImportTarget } from './excel/import.ts';
import type { ImportJournals } from './excel/journal.ts';
import type { ExportSource } from './excel/sources.ts';
import type { FlowBusiness } from './flow-business.ts';
import type { JobQueue } from './jobs/jobs.ts';
import type { MessageSender } from './messages.ts';
import type { TenantDirectory } from './tenant-reach.ts';

/**
 * What the modules of one app contribute to the platform: the lists the export can write, the resources data scopes
 * may filter, the reader of the system dictionary. Filled by the modules the app registers (their manifests), never
 * by import side effects, so a test app holds exactly the modules it registers. Reached through `ctx.registry`.
 */
export class Registry {
  private readonly sources = new Map<string, ExportSource>();
  private readonly makers = new Map<string, FileMaker>();
  private readonly imports = new Map<string, ImportTarget>();
  private readonly targets = new Map<string, DataScopeTarget>();
  private reader: DictReader | undefined;
  private directory: TenantDirectory | undefined;
  /** The app's job queue (platform/jobs), set when the app is built: `sendJob(ctx, …)` reaches it through here. */
  jobs: JobQueue | undefined;
  /** Large exports as jobs (the resources module's download centre sets it; without it exports are immediate). */
  downloads: Downloads | undefined;
  /** Where imports by module number record every row (the sales module's upload history sets it). */
  importJournals: ImportJournals | undefined;
  /** 消息中心's sender (the message module's manifest `messages` gives it): other modules send in-app messages through it. */
  messages: MessageSender | undefined;
  /** Where `audit(ctx, …)` writes 通用日志's lines (the log module sets it; without it nothing is written). */
  auditSink: AuditSink | undefined;
  /** Where the CRUD kit writes 数据审计's records of changed rows (system/record-data sets it; else none are kept). */
  dataRecordSink: DataRecordSink | undefined;
  /** Told of every audit line after the sink (the sign-in module keeps 登录日志 from the sign-in events). */
  readonly auditTaps: AuditSink[] = [];
  /** Each module's rows for a new tenant (`seed.tenant`), in the modules' order: the tenant module runs them. */
  readonly tenantSeeds: Array<(db: Db, tenantId: string) => Promise<void>> = [];

  /** What the modules answer for the modules below them (platform/answers.ts), every `requires` checked. */
  answers = new AnswerBook();

  /** The answer of the module that provides it. */
  answer<K extends AnswerName>(name: K): Answers[K] {
    return this.answers.answer(name);
  }

  private readonly businesses = new Map<string, FlowBusiness>();

  /** A business form run on a workflow process (a manifest's `flowBusinesses`), by the business table it owns. */
  addFlowBusiness(business: FlowBusiness): void {
    this.businesses.set(business.table, business);
  }

  flowBusiness(table: string): FlowBusiness | undefined {
    return this.businesses.get(table);
  }

  /** Registers the export of a list; a module's own source of a declared resource replaces the generic one. */
  addExportSource(source: ExportSource, options: { replace?: boolean } = { replace: true }): void {
    if (options.replace || !this.sources.has(source.name)) this.sources.set(source.name, source);
  }

  addFileMaker(maker: FileMaker): void {
    if (this.makers.has(maker.name)) throw new Error(`Two file makers are named ${maker.name}`);
    this.makers.set(maker.name, maker);
  }

  /** A module's maker of background files, by name (the download centre's job runs it). */
  fileMaker(name: string): FileMaker | undefined {
    return this.makers.get(name);
  }

  exportSource(name: string): ExportSource | undefined {
    return this.sources.get(name);
  }

  exportSourceNames(): string[] {
    return [...this.sources.keys()].sort();
  }

  private readonly signIns = new Map<string, SignInHook>();

  /** Registers what a module does with the sign-ins of a named client (platform/auth/sign-in-hooks.ts). */
  addSignInHook(hook: SignInHook): void {
    this.signIns.set(hook.sourceSystem, hook);
  }

  signInHook(sourceSystem: string | undefined): SignInHook | undefined {
    return sourceSystem ? this.signIns.get(sourceSystem) : undefined;
  }

  /** Registers what a screen's import writes (platform/excel/import.ts). */
  addImportTarget(target: ImportTarget): void {
    this.imports.set(target.name, target);
  }

  importTarget(name: string): ImportTarget | undefined {
    return this.imports.get(name);
  }

  /** The target of a template's module number (docs/domain.md §3.10), if a module registered one. */
  importTargetOf(moduleNo: number): ImportTarget | undefined {
    for (const target of this.imports.values()) if (target.moduleNo === moduleNo) return target;
    return undefined;
  }

  /** A resource whose rows data scopes may filter; a scope naming anything else is refused when saved. */
  addDataScopeTarget(target: DataScopeTarget): void {
    this.targets.set(target.code, target);
  }

  dataScopeTarget(code: string): DataScopeTarget | undefined {
    return this.targets.get(code);
  }

  /** The target registered for a table (by its name), which `scoped()` applies to reads of that table. */
  dataScopeTargetOf(tableName: string): DataScopeTarget | undefined {
    for (const target of this.targets.values())
      if (target.table && getTableName(target.table) === tableName) return target;
    return undefined;
  }

  dataScopeTargets(): DataScopeTarget[] {
    return [...this.targets.values()].sort((a, b) => a.code.localeCompare(b.code));
  }

  /** The system dictionary's reader (the module that owns dictionaries sets it). */
  setDictReader(reader: DictReader): void {
    this.reader = reader;
  }

  get dictReader(): DictReader | undefined {
    return this.reader;
  }

  /** Which tenants exist and their names (the module that owns tenants sets it). */
  setTenantDirectory(directory: TenantDirectory): void {
    this.directory = directory;
  }

  get tenantDirectory(): TenantDirectory | undefined {
    return this.directory;
  }
}
