import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { openPostgres } from '../src/db/postgres.js';
import { JobRunner, retryDelayMs, type Job, type JobRunnerOptions } from '../src/jobs/runner.js';
import { TEST_SECRETS, TEST_VERSION } from './support/app.js';
import {
  createSchema,
  DATABASE_URL,
  dropSchema,
  openTestDatabase,
  uniqueSchemaName,
  type TestDatabase,
} from './support/database.js';

/** The shared background-job runner: leases in job_runs, retries with backoff, a clean stop. */

const T0 = Date.parse('2031-03-01T12:00:00Z');

interface LogLine {
  level: 'error' | 'warn';
  message: string;
}

function recordingLog(lines: LogLine[]): JobRunnerOptions['log'] {
  return {
    error: (_details: unknown, message?: string) =>
      void lines.push({ level: 'error', message: message ?? '' }),
    warn: (_details: unknown, message?: string) => void lines.push({ level: 'warn', message: message ?? '' }),
  } as JobRunnerOptions['log'];
}

/** A clock the test moves by hand. */
function manualClock(start = T0): { now: () => Date; set(ms: number): void } {
  let current = start;
  return { now: () => new Date(current), set: (ms) => void (current = ms) };
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

async function jobRow(
  db: Database,
  name: string,
): Promise<{ attempts: number; leased_by: string | null; next_run_at: Date; last_error: string | null }> {
  const [row] = await db.query<{
    attempts: number;
    leased_by: string | null;
    next_run_at: Date | string;
    last_error: string | null;
  }>('SELECT attempts, leased_by, next_run_at, last_error FROM job_runs WHERE name = $1', [name]);
  if (!row) throw new Error(`no job_runs row for ${name}`);
  return { ...row, next_run_at: new Date(row.next_run_at) };
}

describe('job runner', () => {
  let t: TestDatabase;

  beforeEach(async () => {
    t = await openTestDatabase();
    await migrate(t.db);
  });

  afterEach(async () => {
    await t.dispose();
  });

  test('a due job runs once, then not again before its interval', async () => {
    const clock = manualClock();
    const runner = new JobRunner(t.db, { log: recordingLog([]), now: clock.now });
    let runs = 0;
    runner.register({ name: 'tidy', intervalMs: 60_000, run: async () => void (runs += 1) });
    expect(await runner.runDue()).toEqual([{ job: 'tidy', outcome: 'succeeded' }]);
    expect(await runner.runDue()).toEqual([]);
    clock.set(T0 + 59_999);
    expect(await runner.runDue()).toEqual([]);
    clock.set(T0 + 60_000);
    expect(await runner.runDue()).toEqual([{ job: 'tidy', outcome: 'succeeded' }]);
    expect(runs).toBe(2);
    expect(await jobRow(t.db, 'tidy')).toMatchObject({
      attempts: 0,
      leased_by: null,
      last_error: null,
      next_run_at: new Date(T0 + 120_000),
    });
  });

  test('a job that starts late waits one interval first', async () => {
    const clock = manualClock();
    const runner = new JobRunner(t.db, { log: recordingLog([]), now: clock.now });
    runner.register({ name: 'roll', intervalMs: 1_000, runAtStart: false, run: async () => undefined });
    expect(await runner.runDue()).toEqual([]);
    clock.set(T0 + 1_000);
    expect(await runner.runDue()).toEqual([{ job: 'roll', outcome: 'succeeded' }]);
  });

  test('a failing job is retried with a doubling delay, logged each time, and then succeeds', async () => {
    const clock = manualClock();
    const lines: LogLine[] = [];
    const runner = new JobRunner(t.db, {
      log: recordingLog(lines),
      now: clock.now,
      retryBaseMs: 1_000,
      retryMaxMs: 60_000,
    });
    let calls = 0;
    runner.register({
      name: 'flaky',
      intervalMs: 600_000,
      run: async () => {
        calls += 1;
        if (calls <= 2) throw new Error(`provider unavailable (${calls})`);
      },
    });
    expect(await runner.runDue()).toEqual([
      { job: 'flaky', outcome: 'failed', attempt: 1, retryInMs: 1_000, error: 'provider unavailable (1)' },
    ]);
    expect(await jobRow(t.db, 'flaky')).toMatchObject({
      attempts: 1,
      leased_by: null,
      last_error: 'provider unavailable (1)',
    });
    clock.set(T0 + 999);
    expect(await runner.runDue()).toEqual([]);
    clock.set(T0 + 1_000);
    expect(await runner.runDue()).toEqual([
      { job: 'flaky', outcome: 'failed', attempt: 2, retryInMs: 2_000, error: 'provider unavailable (2)' },
    ]);
    clock.set(T0 + 2_999);
    expect(await runner.runDue()).toEqual([]);
    clock.set(T0 + 3_000);
    expect(await runner.runDue()).toEqual([{ job: 'flaky', outcome: 'succeeded' }]);
    expect(calls).toBe(3);
    // Success clears the failures and goes back to the ordinary interval.
    expect(await jobRow(t.db, 'flaky')).toMatchObject({
      attempts: 0,
      last_error: null,
      next_run_at: new Date(T0 + 3_000 + 600_000),
    });
    expect(lines).toEqual([
      {
        level: 'error',
        message: 'job flaky: run failed (attempt 1): provider unavailable (1); retrying in 1000 ms',
      },
      {
        level: 'error',
        message: 'job flaky: run failed (attempt 2): provider unavailable (2); retrying in 2000 ms',
      },
    ]);
  });

  test('the retry delay doubles up to its ceiling', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => retryDelayMs(attempt, 5_000, 60_000))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000,
    ]);
    expect(retryDelayMs(1_000, 5_000, 60_000)).toBe(60_000);
  });

  test('stop() waits for the run under way, and gives its lease back', async () => {
    const runner = new JobRunner(t.db, { log: recordingLog([]), pollMs: 10 });
    const started = deferred();
    const release = deferred();
    let finished = false;
    runner.register({
      name: 'slow',
      intervalMs: 60_000,
      run: async () => {
        started.resolve();
        await release.promise;
        finished = true;
      },
    });
    runner.start();
    await started.promise;
    let stopped = false;
    const stopping = runner.stop().then(() => void (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release.resolve();
    await stopping;
    expect(finished).toBe(true);
    expect(await jobRow(t.db, 'slow')).toMatchObject({ leased_by: null, attempts: 0 });
  });

  test('two runners on one database: each due run happens once', async () => {
    const clock = manualClock();
    const first = new JobRunner(t.db, { log: recordingLog([]), now: clock.now, instanceId: 'first' });
    const second = new JobRunner(t.db, { log: recordingLog([]), now: clock.now, instanceId: 'second' });
    const ranAt: number[] = [];
    const job: Job = {
      name: 'unit',
      intervalMs: 1_000,
      run: async () => void ranAt.push(clock.now().getTime()),
    };
    first.register(job);
    second.register(job);
    for (let round = 0; round < 10; round += 1) {
      clock.set(T0 + round * 1_000);
      await Promise.all([first.runDue(), second.runDue(), first.runDue(), second.runDue()]);
    }
    expect(ranAt).toEqual(Array.from({ length: 10 }, (_, round) => T0 + round * 1_000));
  });

  test('a lease held by another instance is left alone until it ends', async () => {
    const clock = manualClock();
    const runner = new JobRunner(t.db, {
      log: recordingLog([]),
      now: clock.now,
      instanceId: 'me',
      leaseMs: 30_000,
    });
    let runs = 0;
    runner.register({ name: 'held', intervalMs: 1_000, run: async () => void (runs += 1) });
    await t.db.query(
      `INSERT INTO job_runs (name, next_run_at, leased_by, leased_until) VALUES ('held', $1, 'another', $2)`,
      [new Date(T0), new Date(T0 + 30_000)],
    );
    expect(await runner.runDue()).toEqual([]);
    // An instance that died mid-run: its lease runs out and the job is taken over.
    clock.set(T0 + 30_000);
    expect(await runner.runDue()).toEqual([{ job: 'held', outcome: 'succeeded' }]);
    expect(runs).toBe(1);
  });

  test('the app registers every domain job: billing is one of them', async () => {
    const app = await buildApp({ db: t.db, version: TEST_VERSION, logger: false, secrets: TEST_SECRETS });
    try {
      expect(app.jobs.names).toEqual([
        'rate-limit-prune',
        'billing',
        'live-schedule',
        'live-class-reminders',
        'live-class-studio-notices',
        'workouts-auto-skip',
      ]);
    } finally {
      await app.close();
    }
    const off = await buildApp({
      db: t.db,
      version: TEST_VERSION,
      logger: false,
      secrets: TEST_SECRETS,
      billingIntervalMs: 0,
    });
    try {
      expect(off.jobs.names).not.toContain('billing');
    } finally {
      await off.close();
    }
  });
});

// Separate connections, as separate backend instances have, exist only on PostgreSQL.
const describeWithPostgres = DATABASE_URL !== undefined ? describe : describe.skip;

describeWithPostgres('job runners of several instances on one PostgreSQL', () => {
  const schema = uniqueSchemaName();
  const dbs: Database[] = [];

  beforeAll(async () => {
    await createSchema(schema);
    for (let i = 0; i < 3; i += 1) dbs.push(await openPostgres({ connectionString: DATABASE_URL!, schema }));
    await migrate(dbs[0]!);
  });

  afterAll(async () => {
    for (const db of dbs) await db.close();
    await dropSchema(schema);
  });

  test('never run the same unit of work twice, nor at the same time', async () => {
    const clock = manualClock();
    let active = 0;
    let mostAtOnce = 0;
    const ranAt: number[] = [];
    const job: Job = {
      name: 'shared-unit',
      intervalMs: 1_000,
      run: async () => {
        active += 1;
        mostAtOnce = Math.max(mostAtOnce, active);
        ranAt.push(clock.now().getTime());
        await new Promise((resolve) => setTimeout(resolve, 20));
        active -= 1;
      },
    };
    const runners = dbs.map((db, i) => {
      const runner = new JobRunner(db, {
        log: recordingLog([]),
        now: clock.now,
        instanceId: `instance-${i}`,
      });
      runner.register(job);
      return runner;
    });
    for (let round = 0; round < 8; round += 1) {
      clock.set(T0 + round * 1_000);
      await Promise.all(runners.flatMap((runner) => [runner.runDue(), runner.runDue()]));
    }
    expect(ranAt).toEqual(Array.from({ length: 8 }, (_, round) => T0 + round * 1_000));
    expect(mostAtOnce).toBe(1);
  });
});
