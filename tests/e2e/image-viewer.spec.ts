import type { Page } from '@playwright/test';
import { expectAccessible } from './accessible';
import { DEMO_ACCOUNTS, expect, hydrated, loginAs, signedIn, test } from './fixtures';
import { grabAndDispatch } from './orders-helpers';
import { photoPng } from './photos';

// The image viewer (issue 47, spec 9), JS off and on: the carrier dispatches its own truck and
// driver (kept for this spec by the seed, seed/areas/orders-track.ts), the driver loads with a real
// photo of the pound slip and unloads with one whose bytes only start like a PNG. The load slip
// opens in the viewer from the waybill page: without JS a page whose zoom, rotation and paging are
// links (the transform follows the URL, the scale stops at 0.2, next loops), with JS a dialog over
// the page (wheel, keys, Esc, focus back to the link). The broken slip says 加载失败, and a user of
// another company gets 404 for the file.

const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const CAPACITY = {
  js: { driver: DEMO_ACCOUNTS.driverWeiJianhua, vehicle: '津C71147' },
  'no-js': { driver: DEMO_ACCOUNTS.driverYeZhiming, vehicle: '津C71258' },
} as const;

/** The PNG signature and nothing readable after it: uploads take it (they sniff the first bytes), browsers cannot draw it. */
const BROKEN_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 7)]);

const flash = (page: Page, text: string | RegExp) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

test('a pound slip opens in the viewer: zoom, rotation and looping paging, 加载失败 for a broken slip, 404 for another company', async ({ page }, testInfo) => {
  test.setTimeout(180_000); // three people and some fifteen pages on a shared 2-core machine
  const js = testInfo.project.name === 'js';
  const capacity = CAPACITY[testInfo.project.name as keyof typeof CAPACITY];

  // ---- carrier: an accepted order of its own, dispatched to this spec's truck and driver
  await signedIn(page, CARRIER);
  const waybillNo = await grabAndDispatch(page, capacity.vehicle, capacity.driver.name, '30');

  // ---- driver: sets off, loads with a real photo, unloads with a broken one
  await page.context().clearCookies(); // the carrier's shared session stays signed in for other tests
  await loginAs(page, capacity.driver.mobile);
  await page.goto(`/user/dispatchOrderList?waybillNo=${waybillNo}`);
  await page.getByRole('link', { name: new RegExp(` ${waybillNo}$`) }).click();
  await expect(page).toHaveURL(/\/logistics\/sendCardetail\?id=\d+$/);
  const waybillUrl = page.url();
  await page.getByRole('form', { name: '发车' }).getByRole('button', { name: '发车' }).click();
  await expect(flash(page, '已发车')).toBeVisible();
  const load = page.getByRole('form', { name: '装货' });
  await load.getByLabel('装货重量（吨）').fill('29.9');
  await load.getByLabel('装货磅单照片').setInputFiles({ name: '装货磅单.png', mimeType: 'image/png', buffer: photoPng(320, 200) });
  await load.getByRole('button', { name: '确认装货' }).click();
  await expect(flash(page, '已装货')).toBeVisible();
  const unload = page.getByRole('form', { name: '卸货' });
  await unload.getByLabel('卸货重量（吨）').fill('29.85');
  await unload.getByLabel('卸货磅单照片').setInputFiles({ name: '卸货磅单.png', mimeType: 'image/png', buffer: BROKEN_PNG });
  await unload.getByRole('button', { name: '确认卸货' }).click();
  await expect(flash(page, '已卸货')).toBeVisible();

  await page.goto(waybillUrl);
  const slipLink = page.getByRole('link', { name: '装货磅单', exact: true });
  await expect(slipLink).toHaveAttribute('href', /^\/preview\/imagePreview\?uuid=[0-9a-f-]{36}&waybillId=\d+&back=/);
  const viewerUrl = new URL((await slipLink.getAttribute('href'))!, page.url());
  const image = page.getByRole('img', { name: '装货磅单', exact: true }).and(page.locator('.viewer-image'));

  if (!js) {
    // ---- without JS: a page; each control is a link, the state is in the URL
    await slipLink.click();
    await expect(page).toHaveURL(/\/preview\/imagePreview\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('图片预览：装货磅单（1/2）');
    await expect(image).toHaveAttribute('style', /transform: ?scale\(1\) rotate\(0deg\)/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    const tools = page.getByRole('navigation', { name: '图片操作' });
    await tools.getByRole('link', { name: '放大' }).click();
    await expect(page).toHaveURL(/[?&]scale=1\.2(&|$)/);
    await expect(image).toHaveAttribute('data-scale', '1.2');
    await tools.getByRole('link', { name: '向右旋转' }).click();
    await expect(page).toHaveURL(/[?&]rotate=90(&|$)/);
    await expect(image).toHaveAttribute('style', /transform: ?scale\(1\.2\) rotate\(90deg\)/);
    await expect(tools.getByLabel('缩放 120%')).toBeVisible();
    // 1.2 → 1 → 0.8 → 0.6 → 0.4 → 0.2, and no smaller
    for (let i = 0; i < 6; i += 1) await page.getByRole('navigation', { name: '图片操作' }).getByRole('link', { name: '缩小' }).click();
    await expect(image).toHaveAttribute('data-scale', '0.2');
    await expect(image).toHaveAttribute('style', /transform: ?scale\(0\.2\) rotate\(90deg\)/);
    // next: the broken unload slip; next again loops to the first
    await tools.getByRole('link', { name: '下一张' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('图片预览：卸货磅单（2/2）');
    await expect(page.getByRole('alert').filter({ hasText: '加载失败' })).toBeVisible();
    await expect(page.locator('.viewer-image')).toHaveCount(0);
    await tools.getByRole('link', { name: '下一张' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('图片预览：装货磅单（1/2）');
    await expect(image).toHaveAttribute('data-scale', '1');
    await tools.getByRole('link', { name: '上一张' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('图片预览：卸货磅单（2/2）');
    await page.getByRole('link', { name: '返回', exact: true }).click();
    await expect(page).toHaveURL(waybillUrl);
  } else {
    // ---- with JS: a dialog over the waybill page
    await hydrated(page);
    await slipLink.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName('图片预览：装货磅单（1/2）');
    await expect(image).toBeVisible();
    // the record's thumbnails: fetched once the strip shows them (the dialog renders them without a source first)
    const thumbs = dialog.getByRole('list', { name: '全部图片' }).getByRole('img');
    await expect(thumbs).toHaveCount(2);
    await expect(thumbs.first()).toHaveAttribute('src', /^\/resources\/orders\/photo\?waybillId=\d+&uuid=/);
    await expect(thumbs.last()).toHaveAttribute('src', /^\/resources\/orders\/photo\?waybillId=\d+&uuid=/);
    await expectAccessible(page, js);
    await expect(page).toHaveURL(waybillUrl);
    expect(await dialog.evaluate((el) => getComputedStyle(el).zIndex)).toBe('2000');
    await expect(image).toHaveAttribute('data-scale', '1');
    // the wheel: 0.15 a notch
    await image.hover();
    await page.mouse.wheel(0, -120);
    await expect(image).toHaveAttribute('data-scale', '1.15');
    await page.mouse.wheel(0, 120);
    await expect(image).toHaveAttribute('data-scale', '1');
    // keys: + and − by 0.2, R turns by 90°, → pages (and loops)
    await page.keyboard.press('+');
    await expect(image).toHaveAttribute('data-scale', '1.2');
    await page.keyboard.press('r');
    await expect(image).toHaveAttribute('style', /transform: ?scale\(1\.2\) rotate\(90deg\)/);
    await page.keyboard.press('-');
    await expect(image).toHaveAttribute('data-scale', '1');
    // the buttons act in place (no page load)
    await dialog.getByRole('link', { name: '放大' }).click();
    await expect(image).toHaveAttribute('data-scale', '1.2');
    await dialog.getByRole('link', { name: '向左旋转' }).click();
    await expect(image).toHaveAttribute('data-rotate', '0');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('heading')).toHaveText('图片预览：卸货磅单（2/2）');
    await expect(dialog.getByRole('alert').filter({ hasText: '加载失败' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('heading')).toHaveText('图片预览：装货磅单（1/2）');
    // Esc closes it and focus goes back to the link that opened it
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(slipLink).toBeFocused();

    // the page itself works in place too: its controls do not load a page
    await page.goto(viewerUrl.toString());
    await expectAccessible(page, js);
    const tools = page.getByRole('navigation', { name: '图片操作' });
    await tools.getByRole('link', { name: '放大' }).click();
    await expect(image).toHaveAttribute('data-scale', '1.2');
    await expect(page).toHaveURL(viewerUrl.toString());
    await page.keyboard.press('R');
    await expect(image).toHaveAttribute('data-rotate', '90');
    // dragging pans it
    const box = (await image.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 10, { steps: 4 });
    await page.mouse.up();
    await expect(image).toHaveAttribute('style', /transform: ?translate\(40px, 10px\) scale\(1\.2\) rotate\(90deg\)/);
  }

  // ---- another company's user: the file does not exist for them
  await page.context().clearCookies();
  await signedIn(page, DEMO_ACCOUNTS.individualShipper.mobile);
  expect((await page.goto(viewerUrl.toString()))?.status()).toBe(404);
  const uuidOnly = `/preview/imagePreview?uuid=${viewerUrl.searchParams.get('uuid')}`;
  expect((await page.goto(uuidOnly))?.status()).toBe(404);
});
