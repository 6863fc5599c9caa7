import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import type { Job } from '../jobs/runner.js';

/** What the start-up seed is told (server settings); each domain's seed reads what it needs. */
export interface SeedOptions {
  /** SEED_STAFF_PASSWORD: when set, the internal staff account exists with this password. */
  staffPassword?: string | undefined;
  /** SEED_INSTRUCTOR_PASSWORD: when set, the demo instructor account exists with this password. */
  instructorPassword?: string | undefined;
  /** SEED_VIDEOS: synthetic on-demand videos added on top of the library seed (benchmarks); default none. */
  videos?: number | undefined;
  /** "Today" for the rolling live class schedule; default the current time. */
  now?: Date | undefined;
}

/** What a domain leaves running after registration, finished when the app closes (before the mailer). */
export interface DomainRuntime {
  /** Resolves once the domain's work under way is done (a billing run, a webhook call in flight). */
  idle(): Promise<void>;
}

/**
 * One backend domain, a folder under src/ whose index.ts exports this: app.ts and bootstrap.ts walk
 * the list in domains.ts, so a new domain is its folder plus one line there. `Context` is the part of
 * the app's shared services (database, mailer, limiter, …) the domain uses; declaring only that keeps
 * domains from importing app.ts.
 */
export interface BackendDomain<Context> {
  readonly name: string;
  /** Registers the domain's routes and decorations. */
  readonly register?: (app: FastifyInstance, context: Context) => DomainRuntime | void;
  /** Start-up seed data, after the migrations; idempotent (several instances may start at once). */
  readonly seed?: (db: Database, options: SeedOptions) => Promise<unknown>;
  /** Background jobs, run by the shared job runner (jobs/) once the server starts it; after register. */
  readonly jobs?: (app: FastifyInstance, context: Context) => Job[];
}
