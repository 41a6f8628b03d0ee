// The server's own backups: one at a time, into BACKUP_DIR, listed with their manifests for the
// download centre, the oldest removed beyond BACKUP_KEEP.
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_NAME, type BackupEntry, type BackupList } from '../../contract/backup/schemas';
import type { Database } from '../../db/client';
import type { Logger } from '../../log';
import { backupFileName, createBackup, type BackupResult } from './backup';
import type { Manifest } from './manifest';
import { runBackupChild } from './run-child';

export type Trigger = 'schedule' | 'manual';

type Sidecar = { manifest: Manifest; size: number; trigger: Trigger };

export type BackupServiceOptions = {
  database: Database;
  dataDir: string;
  /** BACKUP_DIR */
  dir: string;
  keep: number;
  everyMs: number;
  log: Logger;
};

export class BackupService {
  private current: { startedAt: Date; trigger: Trigger; done: Promise<BackupResult | null> } | null = null;
  private lastError: { at: Date; message: string } | null = null;

  constructor(readonly options: BackupServiceOptions) {}

  get filesDir(): string {
    return path.join(this.options.dataDir, 'files');
  }

  /** Starts a backup unless one is running; resolves when it is done (null when it failed). */
  start(trigger: Trigger): { started: boolean; done: Promise<BackupResult | null> } {
    if (this.current) return { started: false, done: this.current.done };
    const done = this.run(trigger).then(
      (result) => {
        this.lastError = null;
        return result;
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        this.lastError = { at: new Date(), message };
        this.options.log.error({ err: error, trigger }, 'backup failed');
        return null;
      },
    );
    this.current = { startedAt: new Date(), trigger, done: done.finally(() => (this.current = null)) };
    return { started: true, done: this.current.done };
  }

  private async run(trigger: Trigger): Promise<BackupResult> {
    const { database, dataDir, dir, log } = this.options;
    const out = path.join(dir, backupFileName());
    const started = Date.now();
    let result: BackupResult;
    if (database.kind === 'postgres') {
      result = await createBackup({ kind: 'postgres', databaseUrl: database.databaseUrl! }, out, { filesDir: this.filesDir });
    } else if (dataDir === 'memory://') {
      // A throwaway database (tests): dumped in place, stalling its other callers meanwhile.
      result = await createBackup({ kind: 'pglite-instance', pg: database.pglite! }, out, { filesDir: this.filesDir });
    } else {
      const snapshot = path.join(dir, `.snapshot-${randomBytes(4).toString('hex')}`);
      try {
        const inside = path.relative(path.resolve(dataDir), path.resolve(dir));
        const exclude = inside && !inside.startsWith('..') && !path.isAbsolute(inside) ? [inside.split(path.sep)[0]] : [];
        const times = await database.snapshot!(snapshot, exclude);
        log.info(times, 'backup: database directory copied');
        const child = Date.now();
        result = await runBackupChild({ snapshotDir: snapshot, filesDir: this.filesDir, out });
        log.info({ childMs: Date.now() - child }, 'backup: dumped and packed by the child');
      } finally {
        const removing = Date.now();
        await rm(snapshot, { recursive: true, force: true });
        log.info({ rmMs: Date.now() - removing }, 'backup: copy removed');
      }
    }
    const sidecar: Sidecar = { manifest: result.manifest, size: result.size, trigger };
    await writeFile(`${out}.json`, JSON.stringify(sidecar));
    await this.prune();
    log.info({ file: out, size: result.size, ms: Date.now() - started, trigger }, 'backup written');
    return result;
  }

  /** Resolves once no backup is running. */
  async idle(): Promise<void> {
    await this.current?.done;
  }

  /** Newest first. */
  async list(): Promise<BackupEntry[]> {
    const names = await this.archiveNames();
    const entries: BackupEntry[] = [];
    for (const name of names) {
      try {
        const sidecar = JSON.parse(await readFile(path.join(this.options.dir, `${name}.json`), 'utf8')) as Sidecar;
        const counts = sidecar.manifest.counts;
        entries.push({
          name,
          size: sidecar.size,
          createdAt: sidecar.manifest.createdAt,
          trigger: sidecar.trigger,
          appVersion: sidecar.manifest.app.version,
          lastMigration: sidecar.manifest.lastMigration,
          tables: Object.keys(counts).length,
          rows: Object.values(counts).reduce((a, b) => a + b, 0),
          files: sidecar.manifest.parts.length - 1,
          orders: counts['public.orders'] ?? 0,
          waybills: counts['public.waybills'] ?? 0,
        });
      } catch {
        // an archive without its manifest copy (copied in by hand): listed by size alone
        const info = await stat(path.join(this.options.dir, name)).catch(() => null);
        if (!info) continue;
        entries.push({
          name,
          size: info.size,
          createdAt: info.mtime.toISOString(),
          trigger: 'manual',
          appVersion: '',
          lastMigration: null,
          tables: 0,
          rows: 0,
          files: 0,
          orders: 0,
          waybills: 0,
        });
      }
    }
    return entries;
  }

  async status(): Promise<BackupList> {
    return {
      backups: await this.list(),
      running: this.current ? { startedAt: this.current.startedAt.toISOString(), trigger: this.current.trigger } : null,
      lastError: this.lastError ? { at: this.lastError.at.toISOString(), message: this.lastError.message } : null,
      schedule: { everyMinutes: Math.round(this.options.everyMs / 60_000), keep: this.options.keep },
    };
  }

  /** The archive's path, or null for a name that is not one of ours (no path tricks). */
  async fileOf(name: string): Promise<string | null> {
    if (!BACKUP_NAME.test(name)) return null;
    return (await this.archiveNames()).includes(name) ? path.join(this.options.dir, name) : null;
  }

  /** When the newest archive was written, or null when there is none. */
  async newestAt(): Promise<Date | null> {
    const [newest] = await this.list();
    return newest ? new Date(newest.createdAt) : null;
  }

  /** Leftovers of a backup the process did not finish (a crash, a kill). */
  async cleanLeftovers(): Promise<void> {
    const entries = await readdir(this.options.dir).catch(() => [] as string[]);
    for (const entry of entries) {
      if (entry.startsWith('.snapshot-') || entry.startsWith('.staging-') || entry.endsWith('.partial')) {
        await rm(path.join(this.options.dir, entry), { recursive: true, force: true });
      }
    }
  }

  private async archiveNames(): Promise<string[]> {
    const entries = await readdir(this.options.dir).catch(() => [] as string[]);
    // The name carries the time: reverse order is newest first.
    return entries
      .filter((e) => BACKUP_NAME.test(e))
      .sort()
      .reverse();
  }

  private async prune(): Promise<void> {
    const names = await this.archiveNames();
    for (const name of names.slice(this.options.keep)) {
      await rm(path.join(this.options.dir, name), { force: true });
      await rm(path.join(this.options.dir, `${name}.json`), { force: true });
      this.options.log.info({ file: name }, 'old backup removed (BACKUP_KEEP)');
    }
  }
}
