import type { DictOption } from '@pharma/contract';
import type { Ctx } from './context.ts';

/**
 * The system dictionary as the platform sees it. The platform never imports a module, so the module that owns
 * dictionaries gives its reader to the app's registry; the CRUD kit uses it to refuse values outside a field's
 * dictionary, and the export to write labels instead of keys.
 */
export type DictReader = (ctx: Ctx, code: string) => Promise<DictOption[]>;

/** The live entries of a system dictionary code, labels in the caller's language (none without a reader). */
export async function dictEntries(ctx: Ctx, code: string): Promise<DictOption[]> {
  const reader = ctx.registry.dictReader;
  return reader ? reader(ctx, code) : [];
}

/** key → label of a code, for writing labels. */
export async function dictLabels(ctx: Ctx, code: string): Promise<Map<string, string>> {
  return new Map((await dictEntries(ctx, code)).map((o) => [o.dictKey, o.dictValue]));
}
