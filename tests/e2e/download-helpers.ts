// What the specs of background exports share (not a spec: Playwright forbids importing one spec from
// another): on /download-center/index, the job the export just queued (the newest row of `title`, by
// its number) once it shows its file of `total` rows — without JavaScript by the 刷新 link, with it
// by the list's own polling.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export async function finishedExportRow(page: Page, js: boolean, title: string, total: number): Promise<Locator> {
  const jobs = page.getByRole('table', { name: '导出任务列表' });
  const newest = (await jobs.getByRole('row').nth(1).getByRole('cell').first().textContent())!;
  const id = newest.match(new RegExp(`^${title} #(\\d+)$`))![1];
  const mine = jobs
    .getByRole('row')
    .filter({ hasText: `${title} #${id}` })
    .filter({ hasText: `下载（${total} 条）` })
    .first();
  if (js) {
    // No reload: the list polls while a job is queued or running.
    await expect(mine).toBeVisible({ timeout: 60_000 });
  } else {
    await expect(async () => {
      await page.getByRole('link', { name: '刷新' }).click();
      await expect(mine).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 60_000, intervals: [1000] });
  }
  return mine;
}
