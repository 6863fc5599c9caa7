// Where the attack suite's global setup and its test files meet (they run in different module
// contexts, and may run in worker processes): names derived from the jest run's main process.
import os from 'node:os';
import path from 'node:path';

// Global setup runs first and fixes the run id; test files (and any workers, which inherit the
// environment) read the same one.
const run = process.env.STREAMFIT_ATTACK_RUN ?? (process.env.STREAMFIT_ATTACK_RUN = String(process.pid));

export const STACK_FILE = path.join(os.tmpdir(), `streamfit-attack-stack-${run}.json`);
export const CASES_FILE = path.join(os.tmpdir(), `streamfit-attack-cases-${run}.jsonl`);
export const STAFF_PASSWORD = 'attack-staff-password-2026';
export const INSTRUCTOR_PASSWORD = 'attack-instructor-password-2026';
