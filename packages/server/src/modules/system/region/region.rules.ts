import {
  type BodyOf,
  codePrefixUnder,
  maxLengthOf,
  regionMaxLevel as maxLevel,
  type RegionRecord,
  type regionCalls,
  regionMessages,
  regionResource,
} from '@pharma/contract';
import { badRequest } from '../../../platform/errors.ts';

/** The region submit body as BladeX's form sends it: numbers may come as strings, blanks as '' or null. */
export type RegionInput = BodyOf<typeof regionCalls.submit>;

const { fields } = regionResource;
const maxCodeLength = maxLengthOf(fields.code)!;
const maxNameLength = maxLengthOf(fields.name)!;
const maxRemarkLength = maxLengthOf(fields.remark)!;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const textOf = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : undefined);

/** A code as typed (digits only), or undefined when absent. */
export function codeOf(value: unknown): string | undefined {
  if (blank(value)) return undefined;
  const code = textOf(value);
  if (code === undefined || !/^\d+$/.test(code)) throw badRequest(regionMessages.badCode);
  return code;
}

/** 0 country … 5 village; anything else (or nothing) asks for a level. */
export function levelOf(value: unknown): number {
  const text = textOf(value);
  if (text === undefined || !/^\d+$/.test(text) || Number(text) > maxLevel)
    throw badRequest(regionMessages.levelRequired);
  return Number(text);
}

function nameOf(value: unknown): string {
  const name = textOf(value);
  if (!name) throw badRequest(regionMessages.nameRequired);
  if (name.length > maxNameLength) throw badRequest(regionMessages.nameTooLong);
  return name;
}

function sortOf(value: unknown): number {
  const text = textOf(value);
  if (text === undefined || !/^-?\d{1,9}$/.test(text)) throw badRequest(regionMessages.badSort);
  return Number(text);
}

function remarkOf(value: unknown): string | null {
  if (blank(value)) return null;
  const remark = textOf(value);
  if (remark === undefined) return null;
  if (remark.length > maxRemarkLength) throw badRequest(regionMessages.remarkTooLong);
  return remark;
}

/** Whether the body adds a region (it brings the new region's own part of the code) or edits one. */
export const isAdd = (body: RegionInput | undefined) => !blank(body?.subCode);

export interface RegionAdd {
  code: string;
  parentCode: string;
  name: string;
  level: number;
  sort: number;
  remark: string | null;
}

/**
 * 新增下级: the code is the parent's (see codePrefixUnder) followed by the sub-code, digits only and at most 12 long; a `code` the form
 * also sends must start with the parent's. Whether the parent exists and the code is free is the service's part.
 */
export function addOf(body: RegionInput): RegionAdd {
  const parentCode = codeOf(body.parentCode);
  if (parentCode === undefined) throw badRequest(regionMessages.parentMissing);
  const prefix = codePrefixUnder(parentCode);
  const code = prefix + (codeOf(body.subCode) ?? '');
  if (code.length > maxCodeLength) throw badRequest(regionMessages.codeTooLong);
  const typed = codeOf(body.code);
  if (typed !== undefined && !typed.startsWith(prefix)) throw badRequest(regionMessages.codePrefix);
  return {
    code,
    parentCode,
    name: nameOf(body.name),
    level: levelOf(body.level),
    sort: blank(body.sort) ? 0 : sortOf(body.sort),
    remark: remarkOf(body.remark),
  };
}

export type RegionEdit = { code: string } & Partial<Pick<RegionAdd, 'name' | 'level' | 'sort' | 'remark'>>;

/** 保存: the code names the row; a field left out stays as it is, but name and level cannot be blanked. */
export function editOf(body: RegionInput): RegionEdit {
  const code = codeOf(body.code);
  if (code === undefined) throw badRequest(regionMessages.codeRequired);
  return {
    code,
    ...(body.name !== undefined && { name: nameOf(body.name) }),
    ...(body.level !== undefined && { level: levelOf(body.level) }),
    ...(body.sort !== undefined && !blank(body.sort) && { sort: sortOf(body.sort) }),
    ...(body.remark !== undefined && { remark: remarkOf(body.remark) }),
  };
}

type PathColumns = Pick<
  RegionRecord,
  | 'provinceCode'
  | 'provinceName'
  | 'cityCode'
  | 'cityName'
  | 'districtCode'
  | 'districtName'
  | 'townCode'
  | 'townName'
  | 'villageCode'
  | 'villageName'
>;

/** The denormalised path column pair of each level (the country has none). */
export const levelColumns = {
  1: ['provinceCode', 'provinceName'],
  2: ['cityCode', 'cityName'],
  3: ['districtCode', 'districtName'],
  4: ['townCode', 'townName'],
  5: ['villageCode', 'villageName'],
} as const satisfies Record<number, [keyof PathColumns, keyof PathColumns]>;

const emptyPath: PathColumns = {
  provinceCode: '',
  provinceName: '',
  cityCode: '',
  cityName: '',
  districtCode: '',
  districtName: '',
  townCode: '',
  townName: '',
  villageCode: '',
  villageName: '',
};

/**
 * The province … village columns of a region: its parent's, then its own code and name in its level's pair, and
 * nothing below its level (a district under a municipality has no city).
 */
export function pathColumns(
  parent: PathColumns | undefined,
  self: { code: string; name: string; level: number },
): PathColumns {
  const path: PathColumns = { ...emptyPath };
  for (const level of [1, 2, 3, 4, 5] as const) {
    if (level >= self.level) break;
    const [code, name] = levelColumns[level];
    if (parent) {
      path[code] = parent[code];
      path[name] = parent[name];
    }
  }
  if (self.level >= 1 && self.level <= maxLevel) {
    const [code, name] = levelColumns[self.level as keyof typeof levelColumns];
    path[code] = self.code;
    path[name] = self.name;
  }
  return path;
}

/** `00,44,4401` for a child of 4401: the parent's ancestors then the parent, the country's `0` left out. */
export const ancestorsUnder = (parent: { code: string; ancestors: string }) =>
  parent.ancestors === '0' || parent.ancestors === '' ? parent.code : `${parent.ancestors},${parent.code}`;
