import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The API files that take longest (most of it waiting: a sweep after a kill, a cron's next fire, 10,000 generated
 * inputs), longest first, from the suite's JSON report. Started first, they overlap the many short files; started
 * last, as they may be on a clean clone with no timing cache (Vitest then orders by file size), the suite waits for
 * them alone. A file missing from here only runs in Vitest's own order.
 */
const slowest = [
  // gen-code's check runs a type-check and a test run of its own.
  'src/modules/develop/code/code.test.ts',
  'test/platform/bad-input-generated.test.ts',
  'test/platform/message-kill.test.ts',
  'test/platform/kill-under-writes.test.ts',
  'test/platform/job-schedule.test.ts',
  'test/platform/jobs-kill.test.ts',
  'test/platform/bad-input.test.ts',
  'test/platform/identity-across-processes.test.ts',
  'test/platform/graceful-shutdown.test.ts',
  'src/modules/user/user/admin-first-password.test.ts',
  'test/platform/jobs.test.ts',
  'src/modules/purchase/order/order-machine.test.ts',
  'src/modules/resource/oss/put-file-streamed.test.ts',
];

const rank = (spec: TestSpecification) => {
  const at = slowest.findIndex((path) => spec.moduleId.endsWith(`/packages/server/${path}`));
  return at === -1 ? slowest.length : at;
};

export default class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // A stable sort: the rest keep Vitest's order.
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map((x) => x.spec);
  }
}
