import type { ModulePlan } from '../plan.ts';
import { header, literal } from './declaration.ts';
import { type DictKeys, sampleRow } from './samples.ts';

/**
 * The kit's files, as a module of the generated project imports them (written through a constant so that this file's
 * own import graph, which the module-boundary test reads, holds only what it really imports).
 */
const kit = '../../..';

const json = (value: unknown) => JSON.stringify(value, null, 2).replace(/"([A-Za-z_$][\w$]*)":/g, '$1:');

/** `<file>.table.ts`: the table from the declaration, as drizzle-kit and the CRUD kit both read it. */
export function tableFile(plan: ModulePlan): string {
  return `${header(plan)}import { ${plan.resource}Resource } from '@pharma/contract';
import { tableOf } from '${kit}/platform/crud/table.ts';

/** The declared resource's table (fields from @pharma/contract, tenant column, audit block, indexes). */
export const ${plan.resource}Table = tableOf(${plan.resource}Resource);
`;
}

/** The demo loader's name, as the manifest calls it. */
export const demoLoaderOf = (plan: ModulePlan) => `loadDemo${plan.entity}Rows`;

/** `<file>.seed.ts`: three rows in the platform's tenant and the demo distributor's, so the screen opens on rows. */
export function seedFile(plan: ModulePlan, dictKeys: DictKeys): string {
  const times = plan.fields.filter((f) => f.type === 'datetime').map((f) => f.key);
  const rows = [1, 2, 3].map((n) => sampleRow(plan, n, dictKeys));
  return `${header(plan)}import { defaultTenantId } from '@pharma/contract';
import { demoTenantIds } from '${kit}/demo.ts';
import type { Db } from '${kit}/platform/db/database.ts';
import { ${plan.resource}Table } from './${plan.fileName}.table.ts';

const rows = ${json(rows)};

/** ${plan.title.zh} on a first look: three rows in the platform's tenant and in the demo distributor's. */
export async function ${demoLoaderOf(plan)}(db: Db): Promise<void> {
  const times = ${json(times)} as const;
  const values = [defaultTenantId, demoTenantIds.distributor].flatMap((tenantId) =>
    rows.map((row) => ({
      ...row,
      ...Object.fromEntries(times.map((key) => [key, new Date(\`\${String((row as Record<string, unknown>)[key])}+08:00\`)])),
      tenantId,
    })),
  );
  await db.insert(${plan.resource}Table).values(values as never);
}
`;
}

/**
 * `<file>.test.ts`: what a person would try first on the new screen, over real HTTP on the test's own database:
 * add, find it in the list, open it, edit it, remove it; and a row missing a required field refused with its message.
 */
export function testFile(plan: ModulePlan, dictKeys: DictKeys): string {
  const body = sampleRow(plan, 1, dictKeys);
  const edited = sampleRow(plan, 2, dictKeys);
  const required = plan.fields.find((f) => f.required && f.key in body);
  const refusal = required
    ? `
  test('refuses a row without ${required.key}, naming it', async ({ admin }) => {
    const { ${required.key}: _left, ...rest } = body;
    const refused = await admin.send(${plan.resource}Calls.submit, { body: rest as never });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(${literal(required.required!.zh)});
  });
`
    : '';
  return `${header(plan)}import { ${plan.resource}Calls } from '@pharma/contract';
import { describe, expect } from 'vitest';
import { apiTest } from '../../../../test/helpers/api-kit.ts';

const test = apiTest({ captchaEnabled: false });
const body = ${json(body)};
const edited = ${json(edited)};

describe(${literal(`${plan.title.zh} (${plan.api})`)}, () => {
  test('adds a row, finds it in the list, opens, edits and removes it', async ({ admin }) => {
    const added = await admin.send(${plan.resource}Calls.submit, { body: body as never });
    expect(added.status, added.text).toBe(200);
    const id = String(added.body.data.id);
    const listed = await admin.send(${plan.resource}Calls.list, { query: { current: 1, size: 100 } });
    expect(listed.body.data.records.map((r) => r.id)).toContain(id);
    const shown = await admin.send(${plan.resource}Calls.detail, { query: { id } });
    expect(shown.body.data).toMatchObject(body);
    const saved = await admin.send(${plan.resource}Calls.submit, { body: { ...edited, id } as never });
    expect(saved.status, saved.text).toBe(200);
    expect((await admin.send(${plan.resource}Calls.detail, { query: { id } })).body.data).toMatchObject(edited);
    const removed = await admin.send(${plan.resource}Calls.remove, { query: { ids: id } });
    expect(removed.status, removed.text).toBe(200);
    const after = await admin.send(${plan.resource}Calls.list, { query: { current: 1, size: 100 } });
    expect(after.body.data.records.map((r) => r.id)).not.toContain(id);
  });
${refusal}});
`;
}
