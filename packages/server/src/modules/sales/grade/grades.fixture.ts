import { crudCalls, goodsResource, shipperResource } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Session } from '../../../../test/helpers/api-kit.ts';
import { newTenant } from '../../../../test/helpers/fixtures.ts';
import { modules } from '../../../../test/helpers/modules.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import type { CrudService } from '../../../platform/crud/service.ts';
import type { ModuleManifest } from '../../../platform/module.ts';
import { gradesParts } from './grades.parts.ts';

/**
 * Test-only parts of the suites of 控销等级, 用户商品, 商品信息, 客户资料 and 客户业务员 (never registered by a
 * manifest): the app's modules with these screens' parts in 销售移动端 for as long as its manifest does not list them,
 * and the rows a suite starts from (shippers and goods made through purchasing's own calls, users with employee
 * numbers and phones).
 */

const nameOf = (r: unknown) => ((r as CrudService).def ?? (r as { name: string })).name;

/** The modules with gradesParts wired into 销售移动端 as its manifest will list them (unless it does already). */
export function modulesWithGrades(): ModuleManifest[] {
  return modules.map((m) => {
    if (m.name !== 'sales' || m.routes?.includes(gradesParts.routes[0]!)) return m;
    const replaced = new Set<string>(gradesParts.replaces);
    return {
      ...m,
      resources: [...(m.resources ?? []).filter((r) => !replaced.has(nameOf(r))), ...gradesParts.resources],
      routes: [...(m.routes ?? []), ...gradesParts.routes],
      importTargets: [...(m.importTargets ?? []), ...gradesParts.importTargets],
      seed: {
        ...m.seed,
        demo: async (db, seed) => {
          await m.seed?.demo?.(db, seed);
          await gradesParts.demo(db);
        },
      },
    };
  });
}

/** An OK reply's data (the test fails with the server's message otherwise). */
export function dataOf<T = any>(reply: { status: number; body: any; text: string }): T {
  expect(reply.status, reply.text).toBe(200);
  expect(reply.body.success, reply.text).toBe(true);
  return reply.body.data as T;
}

/** A refusal's status and message (the reply must be one). */
export function refusal(reply: { status: number; body: any; text: string }): { status: number; msg: string } {
  expect(reply.body.success, reply.text).not.toBe(true);
  return { status: reply.status, msg: String(reply.body.msg ?? '') };
}

export interface SalesFixture {
  tenantId: string;
  shippers: Record<string, string>;
  goods: Record<string, string>;
}

/**
 * A tenant with shippers and goods, made by the platform administrator through purchasing's own calls (as a person
 * would): shippers by code, goods by code with their control level.
 */
export async function salesFixture(
  s: TestServer,
  admin: Session,
  tenantId: string,
  spec: { shippers: string[]; goods: Array<[code: string, name: string, controlLevel: number]> },
): Promise<SalesFixture> {
  await newTenant(s.db, tenantId);
  const shippers: Record<string, string> = {};
  for (const code of spec.shippers) {
    const made = await admin.send(crudCalls(shipperResource).submit, {
      body: { tenantId, shipperCode: code, shipperName: `${code}医药有限公司`, shipperType: 2 },
    });
    shippers[code] = dataOf(made).id;
  }
  const goods: Record<string, string> = {};
  for (const [code, name, controlLevel] of spec.goods) {
    const made = await admin.send(crudCalls(goodsResource).submit, {
      body: {
        tenantId,
        goodsCode: code,
        commonName: name,
        spec: '10mg×7片',
        unit: '盒',
        manufacturer: '瑞宁制药有限公司',
        approvalNo: `国药准字H2099${code.slice(-4)}`,
        controlLevel,
        referencePrice: '12.5000',
        rxType: 1,
      },
    });
    goods[code] = dataOf(made).id;
  }
  return { tenantId, shippers, goods };
}

/** Gives a user an employee number (工号), a name and a phone, as 用户管理 would (its table is the user module's). */
export async function staffDetails(
  s: TestServer,
  userId: string,
  details: { code: string; realName: string; phone: string },
): Promise<void> {
  await s.db.execute(
    sql`update blade_user set code = ${details.code}, real_name = ${details.realName}, phone = ${details.phone} where id = ${userId}`,
  );
}
