// 菜单管理 (issue 44, /permission-manage/menu; decision 035), without and with JavaScript: operations
// rename a menu and give it an icon, then hide it; the sidebar follows each edit, the hidden screen
// still opens, the edit shows in the operation log. Each project edits a menu of its own (operations'
// content screens, which no other spec finds by their sidebar title) and puts it back to the seed's
// before it starts (a retry) and when it ends.
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessible';
import { DEMO_ACCOUNTS, expect, platformData, platformToken, shownMessage, signedIn, test, tokenHeaders } from './fixtures';

const API = '/api-platform/api';
type Node = { id: number; path: string; title: string; seedTitle: string; seedSort: number };

const sidebarLink = (page: Page, path: string) => page.getByRole('navigation', { name: '侧边菜单' }).locator(`a[href="${path}"]`);

test('operations rename a menu, give it an icon and hide it; the sidebar follows and the screen still opens', async ({ page, request }, info) => {
  const [path, seedTitle] = info.project.name === 'js' ? ['/content-manage/platformInfo', '平台信息'] : ['/content-manage/version', '版本管理'];
  const newTitle = `${seedTitle}（${info.project.name === 'js' ? '甲' : '乙'}）`;
  const token = await platformToken(request, DEMO_ACCOUNTS.operator.mobile);
  const nodes = await platformData<Node[]>(await request.get(`${API}/system/menu/list`, { headers: tokenHeaders(token) }));
  const node = nodes.find((n) => n.path === path)!;
  expect(node.seedTitle).toBe(seedTitle);
  const restore = async () =>
    platformData(
      await request.post(`${API}/system/menu/save`, {
        headers: tokenHeaders(token),
        data: { id: node.id, title: node.seedTitle, sort: node.seedSort, hidden: false, icon: '' },
      }),
    );
  await restore();
  try {
    await signedIn(page, DEMO_ACCOUNTS.operator.mobile);
    await page.goto('/permission-manage/menu');
    await expect(page.getByRole('heading', { name: '菜单管理', level: 1 })).toBeVisible();
    await expect(sidebarLink(page, path)).toHaveText(seedTitle);

    // the tree: a nested list, each node with its edit link (the form is the same URL with ?edit=)
    await page
      .getByRole('navigation', { name: '菜单树' })
      .getByRole('link', { name: `编辑 ${seedTitle}`, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`\\?edit=${node.id}$`));
    const form = page.getByRole('form', { name: `编辑菜单：${seedTitle}` });
    await expect(form).toBeVisible();
    // axe once, with JavaScript (the markup is the same server render)
    await expectAccessible(page, info.project.name === 'js', 'main');

    // a name left empty is refused at its field
    await form.getByLabel('菜单名称').fill('');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(shownMessage(page, '请输入菜单名称')).toBeVisible();
    // corrected in the same form, saved (with JS the refusal's summary must not move 保存 away as it is pressed)

    await form.getByLabel('菜单名称').fill(newTitle);
    await form.getByLabel('图标').selectOption('truck');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText(`菜单已保存（${newTitle}）`)).toBeVisible();
    await expect(sidebarLink(page, path)).toHaveText(`⛟ ${newTitle}`);
    await expect(page.getByRole('navigation', { name: '菜单树' }).getByText(newTitle, { exact: true })).toBeVisible();

    // hidden: gone from the sidebar, the screen still opens for operations
    await page.getByRole('link', { name: `编辑 ${newTitle}`, exact: true }).click();
    await form.getByLabel('是否显示').selectOption('hidden');
    await page
      .getByRole('form', { name: `编辑菜单：${newTitle}` })
      .getByRole('button', { name: '保存' })
      .click();
    await expect(page.getByText(`菜单已保存（${newTitle}）`)).toBeVisible();
    await expect(sidebarLink(page, path)).toHaveCount(0);
    await expect(sidebarLink(page, '/permission-manage/menu')).toHaveCount(1);
    const opened = await page.goto(path);
    expect(opened?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`^${seedTitle} - `));

    // the edits are in the operation log (written in batches about a second after the call)
    await page.goto('/permission-manage/menu');
    const history = await page.getByRole('link', { name: '修改记录（操作日志）' }).getAttribute('href');
    await expect(async () => {
      await page.goto(history!);
      await expect(
        page
          .getByRole('row')
          .filter({ hasText: '修改菜单' })
          .filter({ hasText: String(node.id) })
          .first(),
      ).toBeVisible({ timeout: 1_000 });
    }).toPass();
  } finally {
    await restore();
  }
});
