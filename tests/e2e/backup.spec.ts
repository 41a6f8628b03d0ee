import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { DEMO_ACCOUNTS, expect, test, signedIn } from './fixtures';

// /download-center/index (issue #27): operations start a backup, see it listed with its manifest
// figures and download a valid archive; a carrier sees no backups and is refused the download.
// Both projects share one server, so the other project's backup may be running: either flash is
// an answer, and the list is read once nothing runs.

test('operations back up the platform and download the archive; a carrier is refused', async ({ page }) => {
  test.setTimeout(180_000);
  await signedIn(page, DEMO_ACCOUNTS.operator.mobile);
  await page.goto('/download-center/index');
  await expect(page).toHaveTitle(/^下载中心 - /);
  await expect(page.getByRole('heading', { name: '数据备份' })).toBeVisible();
  await expect(page.getByText(/保留最近 \d+ 份/)).toBeVisible();
  // While a backup runs (the other project's, or the server's first scheduled one, five minutes
  // after it starts) the page says so and its button is disabled until a reload after the end.
  await expect(async () => {
    await page.goto('/download-center/index');
    const running = await page.getByText(/^正在备份/).count();
    await expect(page.getByRole('button', { name: '立即备份' })).toBeEnabled({ timeout: 1000 });
    expect(running).toBe(0);
  }).toPass({ timeout: 90_000, intervals: [1000] });

  const before = await page
    .getByRole('table', { name: '备份列表' })
    .getByRole('row')
    .count()
    .catch(() => 0);
  await page.getByRole('button', { name: '立即备份' }).click();
  await expect(page.getByText(/备份已开始|已有备份正在进行/)).toBeVisible();
  await expect(page).toHaveURL(/\/download-center\/index$/);

  // Done when nothing runs any more and the list has grown.
  await expect(async () => {
    await page.goto('/download-center/index');
    await expect(page.getByText(/^正在备份/)).toHaveCount(0);
    expect(await page.getByRole('table', { name: '备份列表' }).getByRole('row').count()).toBeGreaterThan(Math.max(before, 1));
  }).toPass({ timeout: 60_000, intervals: [1000] });
  await expect(page.getByText(/上次备份失败/)).toHaveCount(0);

  const first = page.getByRole('table', { name: '备份列表' }).getByRole('row').nth(1);
  await expect(first).toContainText(/\d+ \/ \d+/);
  const href = await first.getByRole('link', { name: /^下载 / }).getAttribute('href');
  expect(href).toMatch(/^\/resources\/backup\/download\?name=freight-backup-/);

  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="freight-backup-.*\.tar\.gz"$/);
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-backup-'));
  try {
    const file = path.join(dir, 'backup.tar.gz');
    writeFileSync(file, await response.body());
    const names: string[] = [];
    let manifest = '';
    await tar.t({
      file,
      onReadEntry: (entry) => {
        names.push(entry.path);
        if (entry.path === 'manifest.json') entry.on('data', (chunk: Buffer) => (manifest += chunk.toString('utf8')));
      },
    });
    expect(names.slice(0, 2)).toEqual(['manifest.json', 'database.sql']);
    const parsed = JSON.parse(manifest) as { counts: Record<string, number>; parts: { name: string; sha256: string }[]; lastMigration: string };
    expect(parsed.counts['public.waybills']).toBeGreaterThan(0);
    expect(parsed.parts[0]).toMatchObject({ name: 'database.sql', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(parsed.lastMigration).toMatch(/^\d{4}_/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // A carrier: the download centre without backups, and the archive refused by the platform.
  await signedIn(page, DEMO_ACCOUNTS.carrier.mobile);
  await page.goto('/download-center/index');
  await expect(page.getByRole('heading', { name: '下载中心', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '数据备份' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '立即备份' })).toHaveCount(0);
  const refused = await page.request.get(href!);
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toBe('仅运营管理员可以管理数据备份');
});
