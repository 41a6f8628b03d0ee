// The download centre's list of the caller's background jobs: state, progress, the error of a
// failed one with 重试 (a POST form), the file of a finished export. Without JavaScript the page
// refreshes by its 刷新 link; with it, the list reloads itself every few seconds while a job is
// queued or running.
import { useEffect } from 'react';
import { Form, Link, useRevalidator } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { JOB_STATUS_LABELS, type JobRow } from '#contract/jobs/jobs';
import type { Page } from '#contract/page';
import { Badge } from '#app/components/badge';
import { Button } from '#app/components/button';
import { PageLinks } from '#app/components/page-links';
import { Table } from '#app/ui/table';
import { formatDateTime } from '#app/utils/format';

const REFRESH_SECONDS = 3;
const STATUS_COLOR = { new: 'gray', running: 'blue', done: 'green', failed: 'red' } as const;

/** Reloads the page's data while `active` (and the tab is visible): the no-JS page's 刷新, done for the user. */
function useRefreshWhile(active: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const every = window.setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') revalidator.revalidate();
    }, REFRESH_SECONDS * 1000);
    return () => window.clearInterval(every);
  }, [active, revalidator]);
}

export function JobList({ page, path }: { page: Page<JobRow>; path: string }) {
  const active = page.records.some((j) => j.status === 'new' || j.status === 'running');
  useRefreshWhile(active);
  return (
    <section aria-labelledby="jobs-title" className="cap-section">
      <div className="cap-head">
        <h2 id="jobs-title">我的导出任务</h2>
        <Link to={path} reloadDocument>
          刷新
        </Link>
      </div>
      <p className="muted">数据较多或选择“导出到下载中心”的导出在后台生成，完成后会发消息通知；文件保留 7 天。</p>
      {page.records.length === 0 ? (
        <p className="muted">暂无导出任务。</p>
      ) : (
        <Table className="data-table" aria-label="导出任务列表">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>任务</Table.Th>
              <Table.Th>提交时间</Table.Th>
              <Table.Th>状态</Table.Th>
              <Table.Th>进度</Table.Th>
              <Table.Th>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.records.map((job) => (
              <Table.Tr key={job.id}>
                <Table.Td>
                  {job.title} #{job.id}
                </Table.Td>
                <Table.Td>{formatDateTime(job.createdAt)}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[job.status]}>{JOB_STATUS_LABELS[job.status]}</Badge>
                  {job.error && job.status !== 'done' ? <div className="muted">{job.error}</div> : null}
                </Table.Td>
                <Table.Td>
                  <progress max={100} value={job.progress} aria-label={`任务 ${job.id} 进度`} /> {job.progress}%
                </Table.Td>
                <Table.Td>
                  <JobAction job={job} path={path} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <PageLinks total={page.total} pageNumber={page.pageNumber} pageSize={page.pageSize} />
    </section>
  );
}

function JobAction({ job, path }: { job: JobRow; path: string }) {
  if (job.status === 'failed') {
    return (
      <Form method="post" action={path} className="inline-form">
        <AuthenticityTokenInput />
        <input type="hidden" name="id" value={job.id} />
        <Button type="submit" name="intent" value="retry" variant="default" size="xs">
          重试
        </Button>
      </Form>
    );
  }
  if (job.file) {
    return (
      <a href={`/resources/file/download?uuid=${job.file.uuid}`} download>
        下载（{job.file.rows} 条）
      </a>
    );
  }
  return job.status === 'done' ? <span className="muted">文件已过期</span> : <span className="muted">生成中</span>;
}
