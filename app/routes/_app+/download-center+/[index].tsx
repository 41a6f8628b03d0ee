// 下载中心 (/download-center/index; the file is [index].tsx to keep the literal segment): what a
// user can download. Everyone sees their background exports (issue 44: state, progress, retry,
// download; app/features/jobs). For operations it also holds the platform's data backups (issue
// #27): the list with each archive's time, size and manifest counts, "立即备份" (a POST form,
// works without JS) and the download of an archive.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Alert } from '#app/components/alert';
import { Badge } from '#app/components/badge';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import type { BackupList } from '#contract/backup/schemas';
import { Table } from '#app/ui/table';
import { listBackups, startBackup } from '#app/features/backup/backup.server';
import { JobList } from '#app/features/jobs/job-list';
import { listJobs, retryJob } from '#app/features/jobs/jobs.server';
import { DOWNLOAD_CENTRE } from '#app/features/jobs/paths';
import { requireUser } from '#app/utils/auth.server';
import { readForm, redirectWith } from '#app/utils/forms.server';
import { PlatformError } from '#app/utils/platform.server';
import { formatDateTime } from '#app/utils/format';

const PATH = DOWNLOAD_CENTRE;

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  const [jobs, backups] = await Promise.all([listJobs(args), user.role === 'operator' ? listBackups(args) : Promise.resolve(null as BackupList | null)]);
  return { jobs, backups };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const formData = await readForm(args.request);
  if (formData.get('intent') === 'retry') return retryJob(args, formData);
  if (formData.get('intent') !== 'backup') throw new Response('未知的操作', { status: 400 });
  try {
    await startBackup(args);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return redirectWith(args.request, PATH, error.message, 'error');
  }
  return redirectWith(args.request, PATH, '备份已开始，完成后会出现在列表中（刷新页面查看）');
}

function size(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function schedule(everyMinutes: number): string {
  if (everyMinutes <= 0) return '定时备份未开启';
  if (everyMinutes % 1440 === 0) return `每 ${everyMinutes / 1440} 天自动备份一次`;
  if (everyMinutes % 60 === 0) return `每 ${everyMinutes / 60} 小时自动备份一次`;
  return `每 ${everyMinutes} 分钟自动备份一次`;
}

function Backups({ list }: { list: BackupList }) {
  const navigation = useNavigation();
  return (
    <section aria-labelledby="backups-title" className="cap-section">
      <div className="cap-head">
        <h2 id="backups-title">数据备份</h2>
        <Form method="post" action={PATH} className="inline-form">
          <AuthenticityTokenInput />
          <Button type="submit" name="intent" value="backup" disabled={!!list.running} loading={navigation.state === 'submitting'}>
            立即备份
          </Button>
        </Form>
      </div>
      <p className="muted">
        {schedule(list.schedule.everyMinutes)}，保留最近 {list.schedule.keep} 份。备份包含数据库（标准
        pg_dump）、上传的文件与清单（版本、迁移、各表行数、校验和），可用
        <code>npm run restore</code> 恢复。
      </p>
      {list.running ? (
        <Alert color="blue" role="status" mb="md">
          正在备份（{list.running.trigger === 'manual' ? '手动' : '定时'}，开始于 {formatDateTime(list.running.startedAt)}），完成后刷新页面即可看到。
        </Alert>
      ) : null}
      {list.lastError ? (
        <Alert color="red" role="alert" mb="md">
          上次备份失败（{formatDateTime(list.lastError.at)}）：{list.lastError.message}
        </Alert>
      ) : null}
      {list.backups.length === 0 ? (
        <p className="muted">暂无备份。</p>
      ) : (
        <Table className="data-table" aria-label="备份列表">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>备份时间</Table.Th>
              <Table.Th>方式</Table.Th>
              <Table.Th>大小</Table.Th>
              <Table.Th>表 / 行</Table.Th>
              <Table.Th>订单 / 派车单</Table.Th>
              <Table.Th>文件</Table.Th>
              <Table.Th>版本 / 迁移</Table.Th>
              <Table.Th>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.backups.map((b) => (
              <Table.Tr key={b.name}>
                <Table.Td>{formatDateTime(b.createdAt)}</Table.Td>
                <Table.Td>
                  <Badge color={b.trigger === 'manual' ? 'blue' : 'gray'}>{b.trigger === 'manual' ? '手动' : '定时'}</Badge>
                </Table.Td>
                <Table.Td>{size(b.size)}</Table.Td>
                <Table.Td>
                  {b.tables} / {b.rows}
                </Table.Td>
                <Table.Td>
                  {b.orders} / {b.waybills}
                </Table.Td>
                <Table.Td>{b.files}</Table.Td>
                <Table.Td>
                  {b.appVersion} / {b.lastMigration ?? '—'}
                </Table.Td>
                <Table.Td>
                  <a href={`/resources/backup/download?name=${encodeURIComponent(b.name)}`} download aria-label={`下载 ${formatDateTime(b.createdAt)} 的备份`}>
                    下载
                  </a>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}

export default function DownloadCenter() {
  const { jobs, backups } = useLoaderData<typeof loader>();
  return (
    <CapPage id="download-center-title" title="下载中心">
      <JobList page={jobs} path={PATH} />
      {backups ? <Backups list={backups} /> : null}
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
