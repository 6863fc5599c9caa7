// Stops the stack and prints how many attack cases ran, by category (the README quotes this table).
import { existsSync, readFileSync } from 'node:fs';
import { CASES_FILE } from './files.js';

export default async function globalTeardown() {
  const stack = globalThis.__STREAMFIT_ATTACK_STACK__;
  // Every process must have survived the attacks: a crashed part is a failed suite.
  const dead = (stack?.children ?? []).filter(
    (child) => child.exitCode !== null || child.signalCode !== null,
  );
  await stack?.stop();
  if (existsSync(CASES_FILE)) {
    const counts = {};
    for (const line of readFileSync(CASES_FILE, 'utf8').split('\n').filter(Boolean)) {
      const { category, cases } = JSON.parse(line);
      counts[category] = (counts[category] ?? 0) + cases;
    }
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    const rows = Object.entries(counts).sort(([a], [b]) => a.localeCompare(b));
    console.log(
      `\nAttack suite: ${total} cases\n${rows.map(([c, n]) => `  ${c.padEnd(28)} ${n}`).join('\n')}\n`,
    );
  }
  if (dead.length > 0) {
    const tails = dead.map(
      (c) => `--- ${c.name} (${c.signalCode ?? `exit ${c.exitCode}`}) ---\n${(c.tail ?? []).join('\n')}`,
    );
    throw new Error(`A part of the stack died during the attack suite:\n${tails.join('\n')}`);
  }
}
