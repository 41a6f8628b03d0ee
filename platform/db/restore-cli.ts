// `npm run restore -- FILE [--force]`: a backup archive into an empty DATA_DIR (embedded) or an
// empty DATABASE_URL (PostgreSQL; uploaded files go to DATA_DIR/files). The archive is checked
// first; a refused or failed restore leaves the target as it was.
import path from 'node:path';
import { BackupRefused, runBackupCommand } from '../modules/backup/manifest';
import { restoreBackup, type RestoreTarget } from '../modules/backup/restore';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const file = argv.find((a) => !a.startsWith('--'));
  if (!file) throw new BackupRefused('用法：npm run restore -- 备份文件.tar.gz [--force]');
  const dataDir = process.env.DATA_DIR || './data';
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const target: RestoreTarget = databaseUrl ? { kind: 'postgres', databaseUrl, dataDir } : { kind: 'pglite', dataDir };
  const started = Date.now();
  console.log(`恢复 ${path.resolve(file)} → ${databaseUrl ? 'PostgreSQL（DATABASE_URL）' : path.resolve(dataDir)}`);
  const report = await restoreBackup(file, target, { force: argv.includes('--force'), log: (m) => console.log(`- ${m}`) });
  const rows = Object.values(report.counts).reduce((a, b) => a + b, 0);
  console.log(
    `完成：${Object.keys(report.counts).length} 张表 ${rows} 行，与备份清单一致；${report.files} 个文件；` +
      `备份于 ${report.manifest.createdAt}（${report.manifest.app.version}，迁移 ${report.manifest.lastMigration ?? '无'}），${((Date.now() - started) / 1000).toFixed(1)} 秒`,
  );
  if (report.replaced) console.log(`原有数据已移到 ${report.replaced}，确认无误后可删除`);
}

runBackupCommand(main, { refused: '恢复未进行', failed: '恢复失败（目标未改动）' });
