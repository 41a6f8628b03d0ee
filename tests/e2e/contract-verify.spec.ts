// The public contract verification page (issue 46), in both projects (no-js and js): a number that is
// no contract is said at the number; a contract the platform sealed verifies (its hash, signer and
// time shown); a copy with one byte changed is refused with a clear Chinese message at the file
// field; no file is a field message too. A real contract looked up by its number, its downloaded
// copy matching and an altered one not: contracts.spec.ts.
import { createHash } from 'node:crypto';
import { renderContractPdf } from '../../platform/modules/contracts/pdf';
import { sealContractPdf } from '../../platform/modules/contracts/seal';
import { exampleSignedContractDocument, testDocumentSettings } from '../../platform/testing/contract-document';
import { expectAccessible } from './accessible';
import { expect, shownMessage, test } from './fixtures';

// The server under test keeps its development certificate in its DATA_DIR (playwright.config.ts):
// sealing with the same directory signs as that platform, as a completed contract would be.
const settings = testDocumentSettings({ DATA_DIR: `tests/.tmp/e2e-data-${process.env.E2E_PORT}` });

let sealed: Buffer;
test.beforeAll(async () => {
  sealed = await sealContractPdf(await renderContractPdf(exampleSignedContractDocument(), settings), '各方已签署，平台加盖电子签名', { settings });
});

const FILE_LABEL = '合同 PDF 文件';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test('a number that is no contract is said at the number; a sealed copy verifies: valid, with its SHA-256, the platform as signer and the time', async ({
  page,
}, testInfo) => {
  const js = testInfo.project.name === 'js';
  // the QR code's link with a number the platform never issued: a clear message at the number, no facts
  const unknown = await page.goto('/contract/verify?no=HT202611290001');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '合同核验' })).toBeVisible();
  await expect(shownMessage(page, '未找到该编号的合同，请核对合同首页或二维码上的合同编号')).toBeVisible();
  await expect(page.getByRole('region', { name: /^合同 HT/ })).toHaveCount(0);
  await expectAccessible(page, js);
  // a malformed number typed into the look-up (a GET form: the URL is its state)
  await page.getByLabel('合同编号').fill('HT<2026>');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/\/contract\/verify\?no=HT%3C2026%3E$/);
  await expect(shownMessage(page, '合同编号格式不正确')).toBeVisible();

  // without a number the copy's own signature is checked
  await page.goto('/contract/verify');

  // With JS the upload is a fetch and the page stays (a mark on window survives); without JS the form posts.
  if (js) await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
  await page.getByLabel(FILE_LABEL).setInputFiles({ name: 'HT202611290001.pdf', mimeType: 'application/pdf', buffer: sealed });
  await page.getByRole('button', { name: '核验' }).click();
  const verdict = page.getByRole('region', { name: '核验通过：平台电子签名有效' });
  await expect(verdict).toBeVisible();
  if (js) expect(await page.evaluate(() => (window as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
  await expect(verdict).toContainText(sha256(sealed));
  await expect(verdict).toContainText('货运平台电子合同签章（开发测试用）');
  await expect(verdict).toContainText(/签署时间\s*20\d\d-\d\d-\d\d \d\d:\d\d:\d\d/);
  await expectAccessible(page, js);
});

test('a copy with one byte changed is refused with the reason; no file asks for one', async ({ page }) => {
  await page.goto('/contract/verify');
  await page.getByRole('button', { name: '核验' }).click();
  await expect(shownMessage(page, '请选择要核验的合同 PDF 文件')).toBeVisible();

  const altered = Buffer.from(sealed);
  // a byte of the rendered text, inside the signed range
  altered[Math.floor(altered.length / 4)] ^= 0x01;
  await page.getByLabel(FILE_LABEL).setInputFiles({ name: 'altered.pdf', mimeType: 'application/pdf', buffer: altered });
  await page.getByRole('button', { name: '核验' }).click();
  await expect(shownMessage(page, '核验未通过：文件内容与签名不符：文件在平台签名后被改动过')).toBeVisible();
  const verdict = page.getByRole('region', { name: '核验未通过' });
  await expect(verdict).toContainText(sha256(altered));
  await expect(page.getByRole('region', { name: '核验通过：平台电子签名有效' })).toHaveCount(0);
});
