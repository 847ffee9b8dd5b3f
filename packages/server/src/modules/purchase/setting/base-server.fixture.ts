import { createUser } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import { loadDemoBase } from '../base.demo.ts';

/**
 * The base slice's demo rows only (tenant 100001 in full, 000000 a little), on the kit's server of a suite, so the
 * base slice's suites do not depend on the other slices' demo rows: the demo buyer and manager of tenant 100001
 * (赵磊, 马军), then the base demo as a first start loads it.
 */
export async function seedBaseDemo(s: TestServer): Promise<void> {
  await createUser(s.db, { tenantId: '100001', account: 'zhaolei', password: 'pw-zhaolei', codes: [] });
  await createUser(s.db, { tenantId: '100001', account: 'majun', password: 'pw-majun', codes: [] });
  await loadDemoBase(s.db);
}
