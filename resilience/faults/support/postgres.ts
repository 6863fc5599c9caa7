// A PostgreSQL server of the test's own (initdb in a temporary folder, its own port), so the fault
// suite can restart or crash it under load without touching anyone else's database. It needs the
// PostgreSQL server binaries (Debian's postgresql package); without them the tests that need it say
// so and are skipped.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface PrivatePostgres {
  url: string;
  port: number;
  /** Stops the server the way a crash would (`-m immediate`) or cleanly (`-m fast`), then starts it. */
  restart(mode: 'immediate' | 'fast', downForMs?: number): Promise<void>;
  stop(): void;
  /** Runs SQL with psql and returns its unaligned output (rows of `|`-separated values). */
  sql(statement: string): string;
}

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

export function privatePostgresAvailable(): boolean {
  return binDir() !== null && spawnSync('psql', ['--version']).status === 0;
}

export async function startPrivatePostgres(port: number): Promise<PrivatePostgres> {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL server binaries are not installed (apt-get install -y postgresql)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'streamfit-pg-'));
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (command: string, args: string[]) => {
    const full = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    const result = spawnSync(full[0] as string, full[1] as string[], { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
    return result.stdout;
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-w',
      '-t',
      '60',
      '-l',
      path.join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60`,
      'start',
    ]);
  const stopWith = (mode: string) => run('pg_ctl', ['-D', data, '-w', '-t', '60', '-m', mode, 'stop']);
  start();
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    async restart(mode, downForMs = 1_000) {
      stopWith(mode);
      await new Promise((resolve) => setTimeout(resolve, downForMs));
      start();
    },
    stop() {
      try {
        stopWith('fast');
      } catch {
        // already down
      }
    },
    sql(statement) {
      const result = spawnSync(
        'psql',
        [
          '-h',
          '127.0.0.1',
          '-p',
          String(port),
          '-U',
          'postgres',
          '-d',
          'postgres',
          '-At',
          '-v',
          'ON_ERROR_STOP=1',
          '-c',
          statement,
        ],
        { encoding: 'utf8' },
      );
      if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
      return result.stdout.trim();
    },
  };
}
