// Types for stack.mjs (plain ESM so `npm start` needs no build step), used by the TypeScript tests.
import type { ChildProcess } from 'node:child_process';

export const repoRoot: string;

export interface StackChild extends ChildProcess {
  name: 'backend' | 'gateway';
  tail?: string[];
}

export interface StartStackOptions {
  port?: number;
  backendPort?: number;
  dataDir?: string;
  env?: Record<string, string>;
  quiet?: boolean;
  watch?: boolean;
}

export interface Stack {
  url: string;
  backendUrl: string;
  stop(): Promise<void>;
  children: StackChild[];
}

export function freePort(): Promise<number>;
export function waitForHttp(url: string, child: ChildProcess | null, timeoutMs?: number): Promise<void>;
export function startStack(options?: StartStackOptions): Promise<Stack>;
