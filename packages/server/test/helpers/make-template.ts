/**
 * `node --import tsx test/helpers/make-template.ts <file>`: a dump of a migrated, seeded in-memory PGlite of this
 * tree, written to <file>. 代码生成's check keeps one per state of the project's migrations and hands it to its test
 * run (PHARMA_TEMPLATE_BASE, template.ts), which then applies only the generated module's migration.
 */
import { writeFileSync } from 'node:fs';
import { prepareDatabase } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { testAdmin } from './test-admin.ts';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: make-template.ts <file>');
const database = await prepareDatabase(loadConfig({}, { dataDir: 'memory://', ...testAdmin }));
writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
await database.close();
