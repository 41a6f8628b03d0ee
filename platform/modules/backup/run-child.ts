// Starts dump-child in its own Node process: the bundled build/backup-child.js in production, the
// TypeScript source through tsx in development and tests.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BackupResult } from './backup';

function childCommand(): string[] {
  const here = fileURLToPath(import.meta.url);
  // Bundled, this module is part of build/server.js (or build/platform.js) beside backup-child.js.
  const bundled = path.join(path.dirname(here), 'backup-child.js');
  if (here.endsWith('.js') && existsSync(bundled)) return [bundled];
  return ['--import', 'tsx', path.join(path.dirname(here), 'dump-child.ts')];
}

export function runBackupChild(job: { snapshotDir: string; filesDir: string; out: string }): Promise<BackupResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...childCommand(), JSON.stringify(job)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Niced: the dump may have the spare core, the server keeps its own. On Linux it is set on the
    // child's main thread; read back from /proc during a bench backup (2026-11-29), its V8 and libuv
    // helpers were at 10 too (started after this, they inherit it). All threads at 19
    // (nice(1)) was tried: the list's p95 during a backup was no better in six runs on a quiet
    // machine, and at weight 15 against the server's 1 024 a dump on a saturated machine would get
    // about 1.5 % of a core. A backup must finish even when the server is busy.
    child.once('spawn', () => {
      try {
        if (child.pid) setPriority(child.pid, 10);
      } catch {
        // not permitted on this system: the dump runs at normal priority
      }
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 8000) stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) return reject(new Error(stderr.trim() || `备份进程退出码 ${code}`));
      try {
        resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as BackupResult);
      } catch {
        reject(new Error(`备份进程的输出无法解析：${stdout.slice(-200)}`));
      }
    });
  });
}
