// Types for stack.mjs (plain ESM so `npm start` needs no build step), used by the TypeScript tests.
import type { ChildProcess } from 'node:child_process';

export const repoRoot: string;
/** The file the browser journeys' setup writes the stack's address to (one per checkout). */
export const e2eStackFile: string;

export interface StackChild extends ChildProcess {
  name: 'backend' | 'gateway';
  tail?: string[];
  /** When this part crashed before, within the restart window. */
  crashes?: number[];
}

export interface StartStackOptions {
  port?: number;
  backendPort?: number;
  dataDir?: string;
  env?: Record<string, string>;
  quiet?: boolean;
  watch?: boolean;
  /** How long each part may take to answer its health check (a first start seeds the database). */
  readyTimeoutMs?: number;
  /** Start a part again when it dies on its own (see RESTART_POLICY). */
  supervise?: boolean;
  restartPolicy?: Partial<RestartPolicy>;
  onRestart?: (name: StackChild['name'], reason: string) => void;
  onGiveUp?: (name: StackChild['name'], reason: string) => void;
}

export interface RestartPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  stableAfterMs: number;
  maxRestarts: number;
  windowMs: number;
}

export const RESTART_POLICY: RestartPolicy;

export interface Stack {
  url: string;
  backendUrl: string;
  stop(): Promise<void>;
  children: StackChild[];
}

export function freePort(): Promise<number>;
export function backendEnv(
  baseEnv: Record<string, string | undefined>,
  ports: { port: number; backendPort: number },
): Record<string, string | undefined>;
/** NODE_ENV and STREAMFIT_ENV as `npm start` sets them: libraries in production mode, development secrets kept. */
export function productionModeEnv(baseEnv: Record<string, string | undefined>): {
  NODE_ENV: string;
  STREAMFIT_ENV: string;
};
export function waitForHttp(url: string, child: ChildProcess | null, timeoutMs?: number): Promise<void>;
export function startStack(options?: StartStackOptions): Promise<Stack>;
