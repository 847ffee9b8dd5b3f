import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { crudCalls, crudCodes, recordSchema } from '../../kit/crud.ts';
import { removeQuery, tenantIdValue } from '../../kit/schema.ts';
import { gradeDocResource, gradeDtlResource } from './grade.ts';
import { salesService } from './sales.ts';

const docCodes = crudCodes(gradeDocResource);

/** A control grade as its list sends it: the declared fields, its shipper's name and how many employees hold it. */
export const gradeDocRecord = recordSchema(gradeDocResource).safeExtend({ shipperName: z.string().optional() });
export type GradeDocRecord = z.infer<typeof gradeDocRecord>;
export const gradeDtlRecord = recordSchema(gradeDtlResource);
export type GradeDtlRecord = z.infer<typeof gradeDtlRecord>;

/**
 * 控销等级 (sales-mobile/zxEmpControlGradeDoc): the CRUD kit's four calls (submit is BladeX's save; a new grade is a
 * draft numbered KXDJ…) and the two moves, 生效 and 停用, by ids.
 */
export const gradeDocCalls = {
  ...crudCalls(gradeDocResource),
  enable: defineCall({
    method: 'POST',
    path: `${gradeDocResource.api}/enable`,
    summary: 'Control grades: put in force (status 1) by ids; refused while an employee would hold two grades',
    permission: `${docCodes.menu}_enable`,
    query: removeQuery,
    reply: z.number().describe('grades put in force'),
  }),
  disable: defineCall({
    method: 'POST',
    path: `${gradeDocResource.api}/disable`,
    summary: 'Control grades: disable (status 2) by ids',
    permission: `${docCodes.menu}_disable`,
    query: removeQuery,
    reply: z.number().describe('grades disabled'),
  }),
};

/** 控销等级明细 (sales-mobile/zxEmpControlGradeDtl): list (by docId), detail, submit, remove, from the kit. */
export const gradeDtlCalls = crudCalls(gradeDtlResource);

/** A shipper as the sales screens' pickers offer it. */
export const shipperOption = z.object({
  id: z.string(),
  shipperCode: z.string(),
  shipperName: z.string(),
  tenantId: z.string(),
});
export type ShipperOption = z.infer<typeof shipperOption>;

/** A user of the tenant as the sales screens' employee and salesman pickers offer them. */
export const employeeOption = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  employeeNo: z.string(),
  deptName: z.string(),
});
export type EmployeeOption = z.infer<typeof employeeOption>;

/**
 * The pickers of the sales-mobile screens (控销等级, 用户商品, 客户业务员): shippers and employees of a tenant, what a
 * picker shows and nothing more, for any signed-in user (as blade-system/user/user-list is); the platform
 * administrator names the tenant.
 */
export const salesPickerCalls = {
  shippers: defineCall({
    method: 'GET',
    path: `${salesService}/picker/shippers`,
    title: { zh: '控销等级·货主选项', en: 'Control grades · Shippers' },
    summary: "The tenant's shippers for a picker (id, code, name); the platform administrator may name a tenant",
    permission: 'authenticated',
    query: z.object({ tenantId: tenantIdValue().optional() }),
    reply: z.array(shipperOption),
  }),
  employees: defineCall({
    method: 'GET',
    path: `${salesService}/picker/employees`,
    title: { zh: '控销等级·员工选项', en: 'Control grades · Employees' },
    summary: "The tenant's users for a picker (id, account, name, employee no., department), at most 200, by keyword",
    permission: 'authenticated',
    query: z.object({
      keyword: z.string().trim().max(45).optional(),
      tenantId: tenantIdValue().optional(),
    }),
    reply: z.array(employeeOption),
  }),
};
