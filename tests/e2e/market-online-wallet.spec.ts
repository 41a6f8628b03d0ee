import { DEMO_ACCOUNTS, expect, shownMessage, signedIn, test } from './fixtures';
import { confirmBinding } from './binding';

// Issue 42: a load paid online (线上支付) is taken only by a carrier with an opened wallet. 通江达 has
// none (the seed opens the wallets of 顺达, 恒通 and 赵春生): its grab of 动力煤 (a grab load paid
// online) is refused at the grab form, saying to open the wallet, with the link to the wallet
// screen; nothing is taken. JS off and on (the refusal changes nothing, so both projects share it).

const NO_WALLET = DEMO_ACCOUNTS.tongjiangCarrier.mobile;

test('a carrier without a wallet is told at the grab to open one, and the link opens the wallet screen', async ({ page }) => {
  await signedIn(page, NO_WALLET);
  await page.goto('/sourceManage/list-supply-the-hall?keyword=%E5%8A%A8%E5%8A%9B%E7%85%A4&businessType=2');
  await page
    .getByRole('row')
    .filter({ hasText: '动力煤' })
    .getByRole('link', { name: /^查看 / })
    .click();
  await expect(page.getByText('线上支付').first()).toBeVisible();
  const form = page.getByRole('form', { name: '抢单' });
  const left = (await form.getByText(/剩余 \d+ 车/).textContent())!;
  await form.getByLabel('抢单车辆数').fill('1');
  await form.getByRole('button', { name: '抢单' }).click();
  await confirmBinding(page, '确认抢单', '确认抢 1 车');

  const grab = page.getByRole('form', { name: '抢单' });
  await expect(shownMessage(grab, '该货源为线上支付，须先开通钱包才能抢单：请到「电子钱包」开通钱包')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '抢单成功' })).toHaveCount(0);
  await expect(grab.getByText(/剩余 \d+ 车/)).toHaveText(left);
  await expect(page.getByText('暂无抢单')).toBeVisible(); // nothing taken: no grab of its own

  await grab.getByRole('link', { name: '去开通钱包' }).click();
  await expect(page).toHaveURL(/\/my-center\/electronicPurse$/);
  await expect(page.getByText('尚未开通钱包')).toBeVisible();
  await expect(page.getByRole('link', { name: '开通企业钱包' })).toBeVisible();
});
