import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';

/**
 * The background jobs of every domain (billing, the live class schedule, …), run by one runner per
 * backend instance. Each job has one row in `job_runs`, shared by every instance on the database: an
 * instance runs a due job only after taking its lease (a conditional UPDATE, so exactly one instance
 * wins), renews the lease while the run lasts, and then sets the next run. A run that throws is logged
 * and tried again after a delay that doubles per failed attempt. Works the same on PGlite.
 */

export interface Job {
  /** Unique among the jobs; its row in `job_runs`, the same on every instance. */
  readonly name: string;
  /** From the end of one successful run to the next run (ms). */
  readonly intervalMs: number;
  /** True (default): the first run is as soon as the runner starts; false: one interval later. */
  readonly runAtStart?: boolean;
  /** One run. A throw is logged and the run is tried again after a growing delay. */
  run(): Promise<void>;
}

export interface JobRunnerOptions {
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** Wall time for leases and schedules (tests inject one). */
  now?: () => Date;
  /** How often a started runner looks for due jobs (ms). */
  pollMs?: number;
  /** The delay before the first retry of a failed run; each further failure doubles it, up to retryMaxMs. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How long a lease holds unless renewed: an instance that dies mid-run frees its job after this. */
  leaseMs?: number;
  /** This instance's name in `job_runs.leased_by`; default a random one. */
  instanceId?: string;
}

export type JobOutcome =
  | { job: string; outcome: 'succeeded' }
  | { job: string; outcome: 'failed'; attempt: number; retryInMs: number; error: string };

export const DEFAULT_JOB_POLL_MS = 1_000;
export const DEFAULT_RETRY_BASE_MS = 5_000;
export const DEFAULT_RETRY_MAX_MS = 10 * 60_000;
export const DEFAULT_LEASE_MS = 60_000;

/** The delay before retrying after `attempt` failed attempts in a row (1 → base, 2 → 2 × base, …). */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 30));
}

export class JobRunner {
  readonly instanceId: string;
  private readonly jobs = new Map<string, Job>();
  /** Jobs whose row this runner has made sure exists. */
  private readonly known = new Set<string>();
  private readonly now: () => Date;
  private readonly pollMs: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly leaseMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private started = false;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly options: JobRunnerOptions,
  ) {
    this.instanceId = options.instanceId ?? `instance-${randomBytes(6).toString('hex')}`;
    this.now = options.now ?? (() => new Date());
    this.pollMs = options.pollMs ?? DEFAULT_JOB_POLL_MS;
    this.retryBaseMs = options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
    this.retryMaxMs = options.retryMaxMs ?? DEFAULT_RETRY_MAX_MS;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  }

  register(job: Job): void {
    if (this.jobs.has(job.name)) throw new Error(`jobs: '${job.name}' is registered twice`);
    if (!(job.intervalMs > 0)) throw new Error(`jobs: '${job.name}' needs a positive interval`);
    this.jobs.set(job.name, job);
  }

  /** The registered jobs' names, in order. */
  get names(): string[] {
    return [...this.jobs.keys()];
  }

  /**
   * One pass: every registered job that is due and not leased by another instance runs once, in
   * registration order. Returns what ran. A stop between two jobs ends the pass.
   */
  async runDue(): Promise<JobOutcome[]> {
    const outcomes: JobOutcome[] = [];
    for (const job of this.jobs.values()) {
      if (this.stopped) break;
      if (!(await this.claim(job))) continue;
      outcomes.push(await this.execute(job));
    }
    return outcomes;
  }

  /** Looks for due jobs now, then every pollMs (each pass starts after the previous one ended). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.stopped = false;
    const tick = (): void => {
      this.running = this.runDue()
        .catch((error: unknown) =>
          this.options.log.error({ err: error }, 'jobs: could not look for due jobs; trying again'),
        )
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) {
            this.timer = setTimeout(tick, this.pollMs);
            this.timer.unref();
          }
        });
    };
    tick();
  }

  /** Stops looking for jobs and waits for the run under way (its lease is given back). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.started = false;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Takes the job's lease when it is due and free; false when it is not due or another instance holds it. */
  private async claim(job: Job): Promise<boolean> {
    const now = this.now();
    if (!this.known.has(job.name)) {
      const first = job.runAtStart === false ? new Date(now.getTime() + job.intervalMs) : now;
      await this.db.query(
        'INSERT INTO job_runs (name, next_run_at) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
        [job.name, first],
      );
      this.known.add(job.name);
    }
    // One statement: of two instances claiming at once, the second sees the first's lease and matches nothing.
    const rows = await this.db.query<{ name: string }>(
      `UPDATE job_runs SET leased_by = $2, leased_until = $3
        WHERE name = $1 AND next_run_at <= $4 AND (leased_until IS NULL OR leased_until <= $4)
        RETURNING name`,
      [job.name, this.instanceId, new Date(now.getTime() + this.leaseMs), now],
    );
    return rows.length === 1;
  }

  private async execute(job: Job): Promise<JobOutcome> {
    // A run longer than the lease keeps it: renewed well before it ends.
    const renew = setInterval(
      () => {
        this.db
          .query('UPDATE job_runs SET leased_until = $3 WHERE name = $1 AND leased_by = $2', [
            job.name,
            this.instanceId,
            new Date(this.now().getTime() + this.leaseMs),
          ])
          .catch((error: unknown) =>
            this.options.log.warn(
              { err: error, job: job.name },
              `job ${job.name}: could not renew its lease`,
            ),
          );
      },
      Math.max(1, Math.floor(this.leaseMs / 3)),
    );
    renew.unref();
    let failure: unknown;
    let failed = false;
    try {
      await job.run();
    } catch (error) {
      failed = true;
      failure = error;
    } finally {
      clearInterval(renew);
    }
    const finished = this.now();
    if (!failed) {
      await this.release(
        job,
        'UPDATE job_runs SET next_run_at = $3, attempts = 0, last_error = NULL, last_finished_at = $4',
        [new Date(finished.getTime() + job.intervalMs), finished],
      );
      return { job: job.name, outcome: 'succeeded' };
    }
    const [row] = await this.db
      .query<{ attempts: number }>('SELECT attempts FROM job_runs WHERE name = $1', [job.name])
      .catch(() => [] as Array<{ attempts: number }>);
    const attempt = (row?.attempts ?? 0) + 1;
    const retryInMs = retryDelayMs(attempt, this.retryBaseMs, this.retryMaxMs);
    const message = failure instanceof Error ? failure.message : String(failure);
    this.options.log.error(
      { err: failure, job: job.name, attempt, retryInMs },
      `job ${job.name}: run failed (attempt ${attempt}): ${message}; retrying in ${retryInMs} ms`,
    );
    await this.release(
      job,
      'UPDATE job_runs SET next_run_at = $3, attempts = $4, last_error = $5, last_finished_at = $6',
      [new Date(finished.getTime() + retryInMs), attempt, message.slice(0, 1000), finished],
    );
    return { job: job.name, outcome: 'failed', attempt, retryInMs, error: message };
  }

  /** Sets the next run and gives the lease back (only if still ours); a database outage leaves the lease to expire. */
  private async release(job: Job, update: string, params: readonly unknown[]): Promise<void> {
    try {
      await this.db.query(
        `${update}, leased_by = NULL, leased_until = NULL WHERE name = $1 AND leased_by = $2`,
        [job.name, this.instanceId, ...params],
      );
    } catch (error) {
      this.options.log.warn(
        { err: error, job: job.name },
        `job ${job.name}: could not record its run; the lease ends by itself`,
      );
    }
  }
}
