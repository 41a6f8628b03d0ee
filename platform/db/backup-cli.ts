// `npm run backup -- --out FILE`: one archive of the database and the uploaded files.
// PostgreSQL (DATABASE_URL) is dumped while the app serves; the embedded store (DATA_DIR) must be
// stopped, because only one process may open it: a running server backs itself up (BACKUP_EVERY,
// and 下载中心 in the back office).
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { backupFileName, createBackup } from '../modules/backup/backup';
import { BackupRefused, runBackupCommand } from '../modules/backup/manifest';
import { copyStoppedDataDir } from './snapshot';

function option(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  if (i >= 0) return argv[i + 1];
  return argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const out = path.resolve(option(argv, '--out') ?? backupFileName());
  const dataDir = process.env.DATA_DIR || './data';
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const filesDir = path.join(dataDir, 'files');
  const started = Date.now();
  if (existsSync(out)) throw new BackupRefused(`${out} 已存在，请换一个文件名`);
  let result;
  if (databaseUrl) {
    console.log(`备份 PostgreSQL 与 ${filesDir} → ${out}`);
    result = await createBackup({ kind: 'postgres', databaseUrl }, out, { filesDir });
  } else {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new BackupRefused(`${path.resolve(dataDir)} 中没有数据库（DATA_DIR 设置对吗？）`);
    // PGlite removes postmaster.pid when it closes: present, the store is open now or was not
    // closed (a crash). Copying a store that a server is writing would give a torn copy.
    if (existsSync(path.join(dataDir, 'postmaster.pid')) && !argv.includes('--ignore-lock')) {
      throw new BackupRefused(
        `${path.resolve(dataDir)} 正被服务器使用或上次未正常关闭。运行中的服务器请在后台“下载中心”备份（或等待定时备份）；确认服务器已停止时加 --ignore-lock`,
      );
    }
    console.log(`备份 ${path.resolve(dataDir)}（已停止的内嵌数据库）与上传文件 → ${out}`);
    const copy = path.join(path.dirname(out), `.snapshot-${process.pid}`);
    try {
      await copyStoppedDataDir(dataDir, copy);
      result = await createBackup({ kind: 'pglite-dir', dataDir: copy }, out, { filesDir });
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  }
  const rows = Object.values(result.manifest.counts).reduce((a, b) => a + b, 0);
  console.log(
    `完成：${result.file}（${(result.size / 1048576).toFixed(1)} MB，${Object.keys(result.manifest.counts).length} 张表 ${rows} 行，` +
      `${result.manifest.parts.length - 1} 个文件，迁移 ${result.manifest.lastMigration ?? '无'}，${((Date.now() - started) / 1000).toFixed(1)} 秒）`,
  );
}

runBackupCommand(main, { refused: '备份未进行', failed: '备份失败' });
