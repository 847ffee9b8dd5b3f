/**
 * `npm run bench -- gen-code`: how long gen-code's check takes for a 30-column table (target ≤ 30 s on this
 * machine): the module rendered for desk, applied to a scratch copy, its migration made, formatted, type-checked and
 * its generated API test run on the embedded database. Two runs: the first may find the type-check's build info
 * cold (as a server's first generation does), the second as every later one.
 */
import type { CatalogueColumn } from '@pharma/contract';
import { checkInScratch } from '../packages/server/src/modules/develop/generator/check.ts';
import { renderPharmaFiles } from '../packages/server/src/modules/develop/generator/pharma/render-pharma.ts';
import { type ColumnSettings, planOf } from '../packages/server/src/modules/develop/generator/plan-of.ts';
import { projectAt } from '../packages/server/src/modules/develop/generator/project.ts';
import { repoRoot } from '../packages/server/src/platform/config.ts';

const kinds = [
  ['varchar(64)', 'String', 'character varying', 64, null],
  ['int4', 'Integer', 'int4', null, null],
  ['numeric(14,4)', 'BigDecimal', 'numeric', 14, 4],
  ['date', 'Date', 'date', null, null],
  ['timestamptz', 'Date', 'timestamptz', null, null],
  ['bool', 'Boolean', 'bool', null, null],
] as const;

/** Thirty columns of six kinds, every fifth required, every third searched. */
function columns(): { settings: ColumnSettings[]; catalogue: CatalogueColumn[] } {
  const settings: ColumnSettings[] = [];
  const catalogue: CatalogueColumn[] = [];
  for (let i = 1; i <= 30; i++) {
    const [type, property, dataType, length, scale] = kinds[i % kinds.length]!;
    const name = `field_${String(i).padStart(2, '0')}`;
    settings.push({
      jdbcName: name,
      jdbcType: type,
      jdbcComment: `字段${i}`,
      propertyName: `field${String(i).padStart(2, '0')}`,
      propertyType: property,
      isList: i <= 8 ? 1 : 0,
      isForm: 1,
      isRequired: i % 5 === 0 ? 1 : 0,
      isQuery: i % 3 === 0 ? 1 : 0,
      queryType: property === 'String' ? 'like' : 'equal',
    });
    catalogue.push({
      name,
      type,
      dataType,
      length,
      scale,
      nullable: i % 5 !== 0,
      defaultValue: null,
      comment: `字段${i}`,
      primaryKey: false,
      references: null,
      propertyName: `field${String(i).padStart(2, '0')}`,
      propertyType: property,
    });
  }
  return { settings, catalogue };
}

export async function benchGenCode() {
  const project = projectAt(repoRoot);
  const { settings, catalogue } = columns();
  const plan = planOf(
    { codeName: '基准表', tableName: 'pharma_bench_wide', tablePrefix: 'pharma_', serviceName: 'blade-desk' },
    settings,
    catalogue,
    { modules: project.modules },
  );
  const files = renderPharmaFiles(plan, { menuGroup: 'desk', groupTitle: plan.title, dictKeys: {} }, project.read);
  const runs = [];
  for (let i = 0; i < 2; i++) {
    const started = Date.now();
    const result = await checkInScratch({
      root: repoRoot,
      files,
      migrationName: plan.fileName.replace(/-/g, '_'),
      tests: [
        files.find((f) => f.path.endsWith('.test.ts'))!.path,
        'packages/server/test/platform/declarations.test.ts',
      ],
      runChecks: true,
    });
    runs.push({
      ms: Date.now() - started,
      ok: result.ok,
      timings: result.timings,
      problems: result.diagnostics.length,
    });
  }
  return { columns: plan.fields.length, runs };
}
