import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import pg from 'pg';
import { makeScratch, put, removeScratch, runTool } from '../packages/server/src/modules/develop/generator/scratch.ts';
import { repoRoot } from '../packages/server/src/platform/config.ts';
import { button, confirm, expect, test } from './fixtures.ts';
import { apiAs, unique } from './support.ts';

/**
 * 代码生成 end to end: a table is created in a PostgreSQL datasource, modelled, and generated from the console;
 * 预览 shows its files, 生成 hands a zip to the download centre once the server's own checks pass, and the zip,
 * applied to a clean copy of the project, passes lint, the type-check and its own API test there as well.
 */
const postgres = process.env.E2E_DATABASE_URL;
test.describe.configure({ timeout: 600_000 });

test('a new table generated into a module: previewed, generated, downloaded, and green in a clean copy of the project', async ({
  page,
  ui,
  request,
}) => {
  test.skip(!postgres, 'needs the PostgreSQL server of the journeys (E2E_DATABASE_URL) to hold the new table');
  const suffix = unique();
  const table = `e2e_lot_${suffix}`;
  const client = new pg.Client({ connectionString: postgres });
  await client.connect();
  try {
    await client.query(`create table ${table} (id bigint primary key, lot_no varchar(40) not null,
      goods_name varchar(100), quantity integer, unit_price numeric(12, 2), expiry_date date, checked boolean)`);
    await client.query(`comment on column ${table}.lot_no is '批号'`);
    await client.query(`comment on column ${table}.goods_name is '品名'`);
    await client.query(`comment on column ${table}.unit_price is '单价'`);

    // The datasource, its model and the generator row, as an administrator sets them up.
    const api = await apiAs(request);
    const url = new URL(postgres!);
    await api.post('blade-develop/datasource/submit', {
      name: `批次库${suffix}`,
      category: 1,
      driverClass: 'org.postgresql.Driver',
      url: `jdbc:postgresql://${url.hostname}:${url.port}${url.pathname}`,
      username: decodeURIComponent(url.username) || 'postgres',
      password: decodeURIComponent(url.password) || 'x',
    });
    const sources = await api.get<Array<{ id: string; name: string }>>('blade-develop/datasource/select');
    const datasourceId = sources.find((s) => s.name === `批次库${suffix}`)!.id;
    const model = await api.post<{ id: string }>('blade-develop/model/submit', {
      datasourceId,
      modelTable: table,
      modelName: '入库批次',
      modelCode: 'lot',
      modelClass: 'Lot',
    });
    await api.post('blade-develop/code/submit', {
      modelId: model.id,
      codeName: `入库批次${suffix}`,
      tableName: table,
      tablePrefix: 'e2e_',
      serviceName: 'blade-desk',
      packageName: 'desk',
    });
    const resource = `lot${suffix}`;

    // 预览: the file tree, the declaration's text, and the module's manifest as a diff.
    const screen = await ui.open('/tool/code');
    await screen.search({ 模块名: `入库批次${suffix}` });
    const row = screen.rowWith(`入库批次${suffix}`);
    await button(row, '预览').click();
    const preview = page.getByRole('dialog').filter({ hasText: /代码预览/ });
    const file = (name: RegExp) => preview.getByRole('treeitem', { name }).getByText(name);
    await file(new RegExp(`^${resource}\\.ts 新增`)).click();
    await expect(preview.getByTestId('content')).toContainText(`table: '${table}'`);
    await file(/^index\.ts 修改/)
      .last()
      .click();
    await preview.getByText('差异').click();
    await expect(preview.getByTestId('diff')).toContainText('+');
    await page.keyboard.press('Escape');

    // 生成: confirmed, checked on the server, then a zip in the download centre.
    await button(row, '生成').click();
    await confirm(page, /是否生成选中模块/);
    await page.getByRole('button', { name: '去下载中心' }).click();
    const centre = ui.screen('/resource/oss-file');
    const made = centre.rowWith(`${resource}-pharma.zip`);
    await expect(made).toContainText('已完成', { timeout: 300_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), button(made, '下载').click()]);
    const zip = await JSZip.loadAsync(await readFile((await download.path())!));

    // The zip on a clean copy of the project: lint, types, and the module's own test on the embedded database.
    const dir = await makeScratch(repoRoot);
    try {
      const paths = Object.keys(zip.files).filter((p) => !zip.files[p]!.dir);
      for (const path of paths) await put(dir, path, await zip.file(path)!.async('string'));
      const sources = paths.filter((p) => p.endsWith('.ts'));
      const lint = await runTool(dir, 'biome', ['check', '--vcs-enabled=false', ...sources], 120_000);
      expect(lint.code, lint.output).toBe(0);
      const types = await runTool(dir, 'tsc', ['-p', 'packages/server', '--noEmit'], 300_000);
      expect(types.code, types.output).toBe(0);
      const ownTest = paths.find((p) => p.endsWith('.test.ts'))!.replace('packages/server/', '');
      const tests = await runTool(
        dir,
        'vitest',
        ['run', '--root', 'packages/server', '--project', 'api', ownTest],
        300_000,
        {
          TEST_DATABASE_URL: '',
        },
      );
      expect(tests.code, tests.output.slice(-4000)).toBe(0);
    } finally {
      await removeScratch(dir);
    }
  } finally {
    await client.query(`drop table if exists ${table}`).catch(() => {});
    await client.end();
  }
});
