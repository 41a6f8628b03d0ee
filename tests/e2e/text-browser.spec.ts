// What a reader without CSS and JS gets (issue 26), through a real text browser: Debian's lynx
// (`lynx -dump`, installed by scripts/test.mjs and .ci/run). The login page, a signed-in list
// (lynx with a cookie file) and a failed submission, as lynx renders them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { DEMO_ACCOUNTS, answerToQuestion, createUser, expect, loginAs, test } from './fixtures';

const LYNX = '/usr/bin/lynx';

/** A lynx.cfg that reads the cookie file (Debian's default keeps cookies in memory only). */
function lynxConfig(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'lynx-cfg-')), 'lynx.cfg');
  writeFileSync(file, 'INCLUDE:/etc/lynx/lynx.cfg\nPERSISTENT_COOKIES:TRUE\nSET_COOKIES:TRUE\nACCEPT_ALL_COOKIES:TRUE\n');
  return file;
}

/** `lynx -dump` of a URL (or of HTML on stdin), as a reader sees it: numbered links, without the reference list. */
function lynxDump(target: { url: string; cookieFile?: string } | { html: string }): string {
  const args = [`-cfg=${lynxConfig()}`, '-dump', '-width=200', '-display_charset=utf-8', '-assume_charset=utf-8', '-noreferer'];
  const run = (extra: string[], input?: string) => execFileSync(LYNX, [...args, ...extra], { input, encoding: 'utf8', timeout: 30_000 });
  const dump =
    'html' in target
      ? run(['-force_html', '-stdin'], target.html)
      : run([...(target.cookieFile ? ['-accept_all_cookies', `-cookie_file=${target.cookieFile}`] : []), target.url]);
  const text = dump.split(/\n\s*References\n/)[0];
  test.info().attach('lynx -dump', { body: text, contentType: 'text/plain' });
  if (process.env.LYNX_DUMP_DIR) writeFileSync(path.join(process.env.LYNX_DUMP_DIR, `${test.info().title.slice(0, 20)}.txt`), text);
  return text;
}

/** The context's cookies as a Netscape cookie file for lynx. */
async function cookieFileOf(context: BrowserContext): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lynx-'));
  const file = path.join(dir, 'cookies.txt');
  const lines = (await context.cookies()).map((c) =>
    [
      c.domain,
      c.domain.startsWith('.') ? 'TRUE' : 'FALSE',
      c.path,
      c.secure ? 'TRUE' : 'FALSE',
      c.expires > 0 ? Math.floor(c.expires) : 2_000_000_000,
      c.name,
      c.value,
    ].join('\t'),
  );
  writeFileSync(file, `# Netscape HTTP Cookie File\n${lines.join('\n')}\n`);
  return file;
}

/** The text of the first numbered link ([1]…) of a dump. */
function firstLink(dump: string): string | undefined {
  return /\[1\]([^[\n]+)/.exec(dump)?.[1]?.trim();
}

/** What lynx shows of a page (numbered links, and fields with -number_fields) and where its links go. */
function lynxRead(url: string, cookieFile: string, options: { numberFields?: boolean } = {}): { text: string; links: Map<number, string> } {
  const dump = execFileSync(
    LYNX,
    [
      `-cfg=${lynxConfig()}`,
      '-dump',
      '-width=200',
      '-display_charset=utf-8',
      `-cookie_file=${cookieFile}`,
      `-cookie_save_file=${cookieFile}`,
      ...(options.numberFields ? ['-number_fields'] : []),
      url,
    ],
    { encoding: 'utf8', timeout: 30_000 },
  );
  const [text, references = ''] = dump.split(/\n\s*References\n/);
  test.info().attach(`lynx -dump ${url}`, { body: text, contentType: 'text/plain' });
  const links = new Map([...references.matchAll(/^\s*(\d+)\. (\S+)$/gm)].map((m) => [Number(m[1]), m[2]] as const));
  return { text, links };
}

/** The source lynx shows (its '\\' key), fetched as lynx fetches it, with the same cookies. */
function lynxSource(url: string, cookieFile: string): string {
  return execFileSync(LYNX, [`-cfg=${lynxConfig()}`, '-source', `-cookie_file=${cookieFile}`, `-cookie_save_file=${cookieFile}`, url], {
    encoding: 'utf8',
    timeout: 30_000,
  });
}

/** Where the link whose text starts with `text` goes, as lynx lists it. */
function linkTo(page: { text: string; links: Map<number, string> }, text: string): string {
  const number = new RegExp(`\\[(\\d+)\\]${text}`).exec(page.text)?.[1];
  expect(number, `a link ${text}`).toBeDefined();
  return page.links.get(Number(number))!;
}

/**
 * An interactive lynx session on `url`, driven by the keys a reader would type (-cmd_script): the
 * page's own cookies (the CSRF one) live in the session; the persistent ones go to `cookieFile`.
 */
function lynxKeys(url: string, cookieFile: string, keys: string[]): void {
  const script = path.join(mkdtempSync(path.join(tmpdir(), 'lynx-keys-')), 'keys.txt');
  writeFileSync(script, `${keys.map((key) => `key ${key}`).join('\n')}\n`);
  execFileSync(
    LYNX,
    [
      `-cfg=${lynxConfig()}`,
      '-width=200',
      '-display_charset=utf-8',
      `-cookie_file=${cookieFile}`,
      `-cookie_save_file=${cookieFile}`,
      `-cmd_script=${script}`,
      url,
    ],
    { env: { ...process.env, TERM: 'vt100' }, input: '', timeout: 60_000 },
  );
}

// lynx fetches on its own; one project is enough.
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'no-js', 'lynx does not depend on the browser project');
});

test('lynx: the login page starts with the skip link and shows no English honeypot', async ({ baseURL }) => {
  const dump = lynxDump({ url: `${baseURL}/login` });
  expect(firstLink(dump)).toBe('跳到主要内容');
  expect(dump).not.toContain('Please leave this field blank');
  // the trap is labelled in Chinese as a field to leave empty, once; the signed timestamp is hidden
  expect(dump.match(/此项请留空/g)).toHaveLength(1);
  expect(dump).toContain('手机号');
  // header links are words apart, not 首页货源大厅运力资源…
  expect(dump).toMatch(/首页\s+\S*货源大厅\s+\S*运力资源/);
  expect(dump).not.toContain('首页货源大厅');
});

test('lynx: a signed-in list — skip link first, no dead drawer checkbox, icon controls in words, pages apart', async ({ page, baseURL }) => {
  await loginAs(page, DEMO_ACCOUNTS.carrier.mobile);
  const cookieFile = await cookieFileOf(page.context());
  const dump = lynxDump({ url: `${baseURL}/logistics/vehicle?pageSize=2`, cookieFile });
  expect(dump, 'still signed in').not.toContain('用户登录');
  expect(firstLink(dump)).toBe('跳到主要内容');
  // the skip link comes before the ~90 menu links, the menu before the list
  expect(dump.indexOf('跳到主要内容')).toBeLessThan(dump.indexOf('我的工作台'));
  expect(dump.indexOf('我的工作台')).toBeLessThan(dump.indexOf('新增车辆'));
  expect(dump).not.toMatch(/\[ \]\s*(\[\d+\])?\s*工作台/);
  expect(dump).toContain('打开菜单');
  expect(dump).toMatch(/收起菜单|展开菜单/);
  expect(dump).toMatch(/消息/);
  // pagination reads 上一页 1 2 … 下一页 (numbers and words apart)
  expect(dump).toMatch(/上一页\s+(\[\d+\])?1\s+(\[\d+\])?2\s/);
  expect(dump).not.toMatch(/上一页1|12下一页/);
  expect(dump).not.toContain('查询重置');
  // the total, the pager and the header's controls read apart (issue 41), not 共 21 条上一页 or 账号安全承运商
  expect(dump).toMatch(/共 \d+\+? 条\s+(\[\d+\])?上一页/);
  expect(dump).toMatch(/账号安全\s+\S/);
  expect(dump).not.toMatch(/账号安全承运商|条上一页/);
});

test('lynx: a form action row reads its buttons apart (issue 41)', async ({ page, baseURL }) => {
  await loginAs(page, DEMO_ACCOUNTS.carrier.mobile);
  const dump = lynxDump({ url: `${baseURL}/logistics/vehicleEdit`, cookieFile: await cookieFileOf(page.context()) });
  expect(dump, 'still signed in').not.toContain('用户登录');
  // The submit (lynx shows a button as '(label)' or '(BUTTON) label') and the 返回 link, words apart.
  expect(dump).toMatch(/保存\)?\s+(\[\d+\])?返回/);
  expect(dump).not.toMatch(/保存\)?(\[\d+\])?返回/);
});

test('lynx: a failed submission — the error summary first in the form, with the messages', async ({ playwright, baseURL }) => {
  // A plain HTTP client posts the login form as lynx would (CSRF cookie and token from the page).
  const http = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.7` } });
  const html = await (await http.get('/login')).text();
  const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields = Object.fromEntries([...html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  const trap = /<input id="([^"]+)" name="\1" type="text"[^>]*autoComplete="off"|<input[^>]*name="(name__confirm)"/i.exec(html);
  const trapName = trap?.[1] ?? trap?.[2] ?? 'name__confirm';
  const post = (extra: Record<string, string>) =>
    http.post('/login?tab=password', { form: { ...fields, csrf: token, [trapName]: '', password: '', imgCode: '', intent: 'login', ...extra } });
  // A filled honeypot: the form again, with what was typed and a message — not a bare 400 page.
  const tripped = await post({ userName: DEMO_ACCOUNTS.individualShipper.mobile, [trapName]: 'x' });
  expect(tripped.status()).toBe(400);
  const trappedDump = lynxDump({ html: await tripped.text() });
  expect(trappedDump).toContain('“此项请留空”一栏须为空');
  expect(trappedDump).toContain(DEMO_ACCOUNTS.individualShipper.mobile);
  const response = await post({ userName: '12' });
  expect(response.status()).toBe(400);
  const failed = await response.text();
  expect(/<title>([^<]*)<\/title>/.exec(failed)?.[1]).toMatch(/^错误：/);
  const dump = lynxDump({ html: failed });
  const summary = dump.indexOf('提交未成功，请修改以下内容');
  expect(summary).toBeGreaterThan(-1);
  // the summary lists the errors as links, before the first field
  expect(dump).toMatch(/提交未成功，请修改以下内容：\s*\*\s*\[\d+\]请输入格式正确的手机号\s*\*\s*\[\d+\]请输入密码/);
  expect(summary).toBeLessThan(dump.indexOf('此项请留空'));
  expect(dump).not.toContain('一栏须为空');
  expect(firstLink(dump)).toBe('跳到主要内容');
  await http.dispose();
});

test('lynx: a reader signs in with lynx alone, through the text challenge, and viewing the source keeps the code', async ({ request, baseURL }) => {
  test.setTimeout(60_000); // six lynx runs on the shared 2-core machine
  const { mobile, password } = await createUser(request);
  const cookieFile = path.join(mkdtempSync(path.join(tmpdir(), 'lynx-reader-')), 'cookies.txt');
  writeFileSync(cookieFile, '# Netscape HTTP Cookie File\n');

  // The login page: the picture is a link lynx lists (a viewer opens it), beside the text alternative.
  const login = lynxRead(`${baseURL}/login`, cookieFile);
  const picture = linkTo(login, '图形验证码图片');
  expect(picture).toMatch(/\/resources\/captcha\/[0-9a-f-]{36}$/);
  expect((await request.get(picture)).headers()['content-type']).toBe('image/png');
  // Reading the page again shows the same picture, not a new code.
  expect(linkTo(lynxRead(`${baseURL}/login`, cookieFile), '图形验证码图片')).toBe(picture);

  // The text challenge: read on the page, read again, and in the source — one code throughout.
  const challengeUrl = linkTo(login, '看不清图片？改用文字验证题');
  const challenge = lynxRead(challengeUrl, cookieFile, { numberFields: true });
  const question = /验证问题：(\S+)/.exec(challenge.text)?.[1] ?? '';
  expect(question).toMatch(/^\S[加减]\S等于几？/);
  expect(lynxRead(challengeUrl, cookieFile).text).toContain(question);
  const keyOf = (html: string) => /name="imgCodeKey" value="([^"]+)"/.exec(html)?.[1];
  const source = lynxSource(challengeUrl, cookieFile);
  expect(source).toContain(question);
  expect(keyOf(lynxSource(challengeUrl, cookieFile))).toBe(keyOf(source));

  // The form's fields as lynx numbers them: phone, password, the answer, then the login button.
  const fieldAfter = (label: string) => Number(new RegExp(`${label}\\s*\\[(\\d+)\\]_`).exec(challenge.text)?.[1]);
  const phoneField = fieldAfter('手机号');
  const passwordField = fieldAfter('密码');
  const answerField = fieldAfter(`验证问题：${question.replace(/[?？()（）]/g, '.')}`);
  const loginButton = Number(/\(\[(\d+)\][^)]*\)\s*登录/.exec(challenge.text)?.[1]);
  expect([phoneField, passwordField, answerField, loginButton].every(Number.isInteger), challenge.text).toBe(true);
  const down = (n: number) => Array<string>(n).fill('Down Arrow');
  // From the first link, down to each field in turn, typing as a reader would; Enter on 登录.
  lynxKeys(challengeUrl, cookieFile, [
    ...down(phoneField - 1),
    ...mobile,
    ...down(passwordField - phoneField),
    ...password,
    ...down(answerField - passwordField),
    ...answerToQuestion(question),
    ...down(loginButton - answerField),
    '^J',
    'Q',
  ]);

  const workbench = lynxRead(`${baseURL}/workbenck/workbenck`, cookieFile);
  expect(workbench.text, 'signed in').not.toContain('用户登录');
  expect(workbench.text).toContain('我的工作台');
  expect(workbench.text).toContain('退出登录');
});
