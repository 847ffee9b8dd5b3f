import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/** 行政区划, platform-wide; the code is the key (BladeX blade_region) and removes are physical. */
export const region = pgTable(
  'blade_region',
  {
    code: varchar('code', { length: 12 }).primaryKey(),
    parentCode: varchar('parent_code', { length: 12 }).notNull(),
    ancestors: varchar('ancestors', { length: 255 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    provinceCode: varchar('province_code', { length: 12 }).notNull().default(''),
    provinceName: varchar('province_name', { length: 64 }).notNull().default(''),
    cityCode: varchar('city_code', { length: 12 }).notNull().default(''),
    cityName: varchar('city_name', { length: 64 }).notNull().default(''),
    districtCode: varchar('district_code', { length: 12 }).notNull().default(''),
    districtName: varchar('district_name', { length: 64 }).notNull().default(''),
    townCode: varchar('town_code', { length: 12 }).notNull().default(''),
    townName: varchar('town_name', { length: 64 }).notNull().default(''),
    villageCode: varchar('village_code', { length: 12 }).notNull().default(''),
    villageName: varchar('village_name', { length: 64 }).notNull().default(''),
    level: integer('level').notNull(),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }),
  },
  (t) => [index('blade_region_parent_idx').on(t.parentCode, t.sort), index('blade_region_name_idx').on(t.name)],
);
