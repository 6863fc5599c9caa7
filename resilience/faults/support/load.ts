// Load for the fault suite: workers that keep asking the gateway (reads and writes) while a test
// breaks something underneath, recording every answer so the test can judge them afterwards.
export interface Outcome {
  kind: string;
  at: number;
  ms: number;
  /** HTTP status; 0 when no answer came at all (connection refused, reset, timeout). */
  status: number;
  /** The error codes of the answer (GraphQL extensions.code, userErrors' codes). */
  codes: string[];
  ok: boolean;
  data?: unknown;
}

export interface Ask {
  (
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<{
    status: number;
    body: {
      data?: Record<string, unknown> | null;
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    };
  }>;
}

/** A GraphQL client for one gateway; each request gives up after `timeoutMs` (that is a hang). */
export function client(url: string, timeoutMs = 15_000): Ask {
  return async (query, variables = {}, token) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return {
      status: res.status,
      body: (await res.json()) as {
        data?: Record<string, unknown> | null;
        errors?: Array<{ message: string; extensions?: { code?: string } }>;
      },
    };
  };
}

export class Load {
  readonly outcomes: Outcome[] = [];
  private running = true;
  private readonly workers: Promise<void>[] = [];

  /** Starts `count` workers each running `step` in a loop until stop(). */
  start(
    count: number,
    step: (worker: number, iteration: number) => Promise<Omit<Outcome, 'at' | 'ms'>>,
  ): void {
    for (let worker = 0; worker < count; worker += 1) {
      this.workers.push(
        (async () => {
          for (let iteration = 0; this.running; iteration += 1) {
            const at = Date.now();
            let outcome: Omit<Outcome, 'at' | 'ms'>;
            try {
              outcome = await step(worker, iteration);
            } catch (error) {
              outcome = { kind: 'error', status: 0, codes: [String((error as Error).name)], ok: false };
            }
            this.outcomes.push({ ...outcome, at, ms: Date.now() - at });
            // Failures come back fast during an outage: do not spin.
            if (!outcome.ok) await new Promise((resolve) => setTimeout(resolve, 100));
          }
        })(),
      );
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` is true (polling), or fails after `timeoutMs`; resolves with when it became true. */
export async function until(
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  what: string,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return Date.now();
    } catch {
      // not yet
    }
    await sleep(100);
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

/** Codes of a GraphQL answer: top-level error codes, and every userErrors code in the data. */
export function codesOf(body: {
  data?: Record<string, unknown> | null;
  errors?: Array<{ extensions?: { code?: string } }>;
}): string[] {
  const codes = (body.errors ?? []).map((e) => e.extensions?.code ?? '?');
  for (const value of Object.values(body.data ?? {})) {
    const userErrors = (value as { userErrors?: Array<{ code: string }> } | null)?.userErrors;
    if (Array.isArray(userErrors)) codes.push(...userErrors.map((e) => e.code));
  }
  return codes;
}
