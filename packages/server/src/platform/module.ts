import type { ResourceDef } from '@pharma/contract';
import type { AnswerName, Answers } from './answers.ts';
import type { ApiLogWriter } from './api-log.ts';
import type { AuditSink } from './audit.ts';
import type { SignInHook } from './auth/sign-in-hooks.ts';
import type { Config } from './config.ts';
import type { CrudService } from './crud/service.ts';
import type { DataRecordSink } from './data-record.ts';
import type { DataScopeTarget } from './data-scope-targets.ts';
import type { Db } from './db/database.ts';
import type { DictReader } from './dict-reader.ts';
import type { FileMaker } from './excel/background.ts';
import type { ImportTarget } from './excel/import.ts';
import type { ExportSource } from './excel/sources.ts';
import type { FlowBusiness } from './flow-business.ts';
import type { JobDefinition } from './jobs/jobs.ts';
import type { MessageSender } from './messages.ts';
import type { Registry } from './registry.ts';
import type { TenantDirectory } from './tenant-reach.ts';
import type { ApiKeyAuthority, App, ErrorSink, IdentityResolver, Platform } from './types.ts';

/**
 * Everything a module brings to the app, in one place. `modules/index.ts` lists the manifests; `app.ts` registers
 * each as a Fastify plugin and puts its contributions in the app's registry. A module reaches another only through
 * that module's `index.ts`.
 */
export interface ModuleManifest {
  name: string;
  /**
   * Declared resources the CRUD kit serves: their four calls and their export. A resource with behaviour of its own
   * is given as its service (built with hooks); a plain one as its declaration.
   */
  resources?: ReadonlyArray<ResourceDef | CrudService>;
  /** The module's own calls, each served from its declaration (`serve(app, call, handler)`). */
  routes?: ReadonlyArray<(app: App, platform: Platform) => void>;
  /** The lists its screens export (a declared resource's comes with it; a module's own replaces that one). */
  exportSources?: ReadonlyArray<ExportSource>;
  /**
   * Files the download centre makes in the background for this module (a generated module's zip), built once for
   * the app (a maker may need its configuration).
   */
  fileMakers?: (platform: Platform) => ReadonlyArray<FileMaker>;
  /** What its screens import (platform/excel/import.ts): the rows' checks and writes. */
  importTargets?: ReadonlyArray<ImportTarget<any, any>>;
  /** What it does with the sign-ins of a client that names itself (`sourceSystem`): admit, record. */
  signInHooks?: ReadonlyArray<SignInHook>;
  /** The resources whose rows data scopes may filter, and on which columns. */
  dataScopeTargets?: ReadonlyArray<DataScopeTarget>;
  /** The reader of the system dictionary (the module that owns dictionaries). */
  dictionaries?: DictReader;
  /** Which tenants exist and their names (the module that owns tenants). */
  tenants?: TenantDirectory;
  /** The identity of a token for each call (the module that owns sessions). */
  identity?: (db: Db, config: Config) => IdentityResolver;
  /** The API keys other systems call with (the module that owns them): read per call, each call logged. */
  apiKeys?: (db: Db, onFailure: (error: unknown) => void, registry: Registry) => ApiKeyAuthority;
  /** Where unexpected errors are recorded besides the server log (the module that owns the error log). */
  errorSink?: (db: Db, onFailure: (error: unknown) => void) => ErrorSink;
  /** The hosts of the object stores whose links the console's pages show as images (its CSP's img-src). */
  imageHosts?: (db: Db) => Promise<string[]>;
  /** Where every API call is written, off the request path (the module that owns the API log). */
  apiLog?: (db: Db, onFailure: (error: unknown) => void, flushMs: number) => ApiLogWriter;
  /** 消息中心's sender, built once for the app (the module that owns messages): others send through `registry.messages`. */
  messages?: (platform: Platform) => MessageSender;
  /** Where `audit(ctx, …)` writes the audit trail (the module that owns it). */
  auditSink?: AuditSink;
  /** Where the CRUD kit's writes leave their data-change records (the module that owns 数据审计). */
  dataRecordSink?: DataRecordSink;
  /** Told of every line `audit(ctx, …)` writes, in the same transaction (a module's own record of some events). */
  auditTap?: AuditSink;
  /** Its business forms run on a workflow process: the flow module tells each of its tasks (platform/flow-business.ts). */
  flowBusinesses?: ReadonlyArray<FlowBusiness>;
  /** What it answers for the modules below it (platform/answers.ts): they ask the registry, never import it. */
  provides?: Partial<Answers>;
  /** The answers it asks for: the app refuses to start unless a registered module provides each. */
  requires?: ReadonlyArray<AnswerName>;
  /** The queues it works (platform/jobs): every server process runs every module's queues. */
  jobs?: ReadonlyArray<JobDefinition<any>>;
  seed?: {
    /** Rows the platform cannot run without, at every start; idempotent. True when it made the first ones. */
    ensure?(db: Db, seed: SeedContext): Promise<boolean | undefined>;
    /** Demo rows for a first look, after the first start's `ensure` (`DEMO_DATA=false` leaves them out). */
    demo?(db: Db, seed: SeedContext): Promise<void>;
    /**
     * Demo rows that stand on a higher module's demo rows (system's API keys act as the user module's accounts): run
     * after every module's `demo`, so a lower module asks for them (`seed.answer`) instead of a higher module's seed
     * loading the lower module's rows.
     */
    afterDemo?(db: Db, seed: SeedContext): Promise<void>;
    /**
     * What a tenant made later (租户管理 › 新增) starts with from this module, in the transaction that makes it (the
     * workflow's message templates); the platform and the demo tenants get theirs from `ensure` and `demo`.
     */
    tenant?(db: Db, tenantId: string): Promise<void>;
  };
}

/** What a module's seed knows of the start: the configuration, and the log (stdout) for what it must tell once. */
export interface SeedContext {
  config: Config;
  log: (message: string) => void;
  /** What the modules answer (platform/answers.ts): a lower module's seed asks a higher one as its calls do. */
  answer: <K extends AnswerName>(name: K) => Answers[K];
}

export const defineModule = (manifest: ModuleManifest): ModuleManifest => manifest;
