// The cluster smoke's freight flow (issue 49), through the balancer as a browser without JavaScript:
// the shipper publishes a grab cargo, the carrier grabs it, the shipper confirms, the carrier
// dispatches a truck and the demo driver, the driver starts, loads and unloads with pound-slip photos,
// the shipper signs and approves the waybill and makes the settlement bill, the carrier confirms it
// and the shipper records its offline payment with a receipt image. Every step GETs its page, takes
// the form as served (CSRF token included) and POSTs it; what the step did is then read from the
// database, which is also how a step whose answer was lost is told from one that never happened.
//
// A lost answer: nginx never resends a POST it already sent (deploy/nginx/freight.conf), so a POST
// in flight on a node that is SIGKILLed fails (a 502 from the balancer, or the app's 5xx when the
// platform node under it died). That is the one failure the rolling restart may cause; it is excused
// only when it overlapped a kill (`ctx.killedDuring`), counted, and the step is then done again as a
// user would, after reading whether it had happened. Everything else — every GET, any 4xx, a 5xx
// outside a kill — fails the run.
import { Browser, defaults, findForm, link, text } from './browser.mjs';

/** A PNG the platform's content check accepts: the signature and some bytes. */
export function png(seed) {
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, seed)]);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export class LostAnswer extends Error {}

/** What a step's page said: the flash or the form's error, for the failure message. */
function said(html) {
  const page = text(html);
  const flash = /提交未成功[^。]*|[^ ]*(?:不能|无效|失败|错误|请)[^ ]{0,60}/.exec(page);
  return flash ? flash[0] : page.slice(0, 200);
}

/** Signs in through the login form (the platform's development captcha answers the image code). */
export async function signIn(ctx, mobile, password = 'Demo1234') {
  const browser = new Browser(ctx.app);
  const page = await browser.get('/login');
  const form = findForm(page.html, 'imgCodeKey');
  const values = Object.fromEntries(form ? defaults(form) : []);
  if (!ctx.check(form && values.csrf, 'the login page has a form with a CSRF token')) return null;
  const captcha = await (await fetch(`${ctx.platformApi}/dev/captcha/${values.imgCodeKey}`)).json();
  const { res } = await browser.submit(form, page.url, { fields: { loginType: 'password', userName: mobile, password, imgCode: captcha.data.answer } });
  const location = res.headers.get('location') ?? '';
  const body = await res.text();
  if (res.status !== 302) console.log(said(body));
  return ctx.check(res.status === 302 && !location.startsWith('/login'), `sign-in of ${mobile} redirects away from /login (got ${res.status} ${location})`)
    ? browser
    : null;
}

/** GET that must answer 200 (the balancer retries a GET on the other node). */
async function page(ctx, browser, path) {
  const answer = await browser.get(path);
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${said(answer.html)}`);
  return answer;
}

/**
 * One step: `act` loads its page and posts its form (returning the landing page), `state` reads
 * from the database whether the step happened (a value, or null). A POST that failed while a node
 * was being killed is done again once the database says it did not happen.
 */
async function step(ctx, name, act, state) {
  for (let attempt = 1; ; attempt++) {
    const began = Date.now();
    let landed;
    try {
      landed = await act();
    } catch (error) {
      const ended = Date.now();
      if (!(error instanceof LostAnswer) || !ctx.killedDuring(began, ended) || attempt >= 4) throw new Error(`${name}: ${error.message}`);
      ctx.lost.push(`${name}: ${error.message}`);
      console.log(`   ${name}: the answer was lost while a node was killed (${error.message}); reading whether it happened`);
      // the node under a killed app node may still be finishing the request: give it time to commit
      await sleep(3000);
      const done = await state();
      console.log(`   ${name}: ${done ? 'it had happened' : 'it had not: done again'}`);
      if (done) return done;
      continue;
    }
    const done = await state();
    if (!done) throw new Error(`${name}: not done after ${landed.status} ${landed.url}: ${said(landed.html)}`);
    return done;
  }
}

/** Posts a form and follows to the landing page; a 5xx or a dropped connection is a LostAnswer. */
async function post(ctx, browser, form, pageUrl, options) {
  let res;
  let url;
  ctx.posting?.();
  try {
    ({ res, url } = await browser.submit(form, pageUrl, options));
  } catch (error) {
    throw new LostAnswer(String(error.cause?.code ?? error.message));
  }
  if (res.status >= 500) {
    await res.arrayBuffer();
    throw new LostAnswer(`POST answered ${res.status}`);
  }
  // the redirect after the post is a GET, which the balancer retries: it must not fail
  const landed = await browser.follow(res, url);
  if (landed.status >= 500) throw new Error(`the page after the post, ${landed.url}, answered ${landed.status}`);
  return landed;
}

function formOf(html, label, where) {
  const form = findForm(html, label);
  if (!form) throw new Error(`no form ${label} on ${where}`);
  return form;
}

/** The driver's 装货 or 卸货 on the waybill's page: the weight and the pound slip's photo, multipart. */
function weigh(ctx, browser, waybillPage, move, tonnes, slip) {
  const label = move === 'load' ? '装货' : '卸货';
  return async () => {
    const form = await page(ctx, browser, waybillPage);
    return post(ctx, browser, formOf(form.html, label, form.url), form.url, {
      button: move,
      fields: { weight: tonnes },
      files: { slip: { name: `${label}磅单.png`, type: 'image/png', data: slip } },
    });
  };
}

async function one(pool, sql, values) {
  const { rows } = await pool.query(sql, values);
  return rows[0] ?? null;
}

/**
 * The whole flow once. `people`: signed-in browsers { shipper, carrier, driver }; `files`: optional
 * { upload: browser for the loading slip, read: browser for reading it back } (the same session on
 * one app node and on the other). Returns what it made, for the final checks.
 */
export async function freightFlow(ctx, people, tag, files) {
  const { shipper, carrier, driver } = people;
  const { pool } = ctx;
  const goods = `冷轧卷${tag}`;
  const made = { goods };

  const point = (prefix, province, city, district, address) => ({
    [`${prefix}.provinceCode`]: province,
    [`${prefix}.cityCode`]: city,
    [`${prefix}.districtCode`]: district,
    [`${prefix}.address`]: address,
    [`${prefix}.contactName`]: '王强',
    [`${prefix}.contactPhone`]: '13912345678',
  });
  made.cargo = await step(
    ctx,
    'publish',
    async () => {
      const form = await page(ctx, shipper, '/sourceManage/release-source');
      return post(ctx, shipper, formOf(form.html, '货源信息', form.url), form.url, {
        button: 'publish',
        fields: {
          businessType: '2',
          goodsName: goods,
          quantity: '32',
          totalWeightT: '32',
          vehicleCount: '1',
          price: '28',
          ...point('loadPoints[0]', '13', '1302', '130207', '丰南区钢厂路1号'),
          ...point('unloadPoints[0]', '12', '1201', '120113', '北辰区京津路8号'),
        },
      });
    },
    () => one(pool, `SELECT id, source_no, status FROM cargo_sources WHERE goods_name = $1 AND status = 'published'`, [goods]),
  );

  made.order = await step(
    ctx,
    'grab',
    async () => {
      const detail = await page(ctx, carrier, `/sourceManage/supplyDetail?id=${made.cargo.id}`);
      // 抢单 is a GET form that opens the binding statement on the page; its 确认 posts the grab
      const asked = await carrier.submitAndFollow(formOf(detail.html, '抢单', detail.url), detail.url, { fields: { vehicleCount: '1' } });
      if (asked.status !== 200) throw new Error(`the grab's statement answered ${asked.status}`);
      return post(ctx, carrier, formOf(asked.html, 'grab', asked.url), asked.url, { button: 'grab' });
    },
    () => one(pool, `SELECT id, order_no, status FROM orders WHERE cargo_id = $1`, [made.cargo.id]),
  );

  await step(
    ctx,
    'confirm the grab',
    async () => {
      const asked = await page(ctx, shipper, `/sourceManage/supplyDetail?id=${made.cargo.id}&confirm=${made.order.id}`);
      return post(ctx, shipper, formOf(asked.html, 'confirm', asked.url), asked.url, { button: 'confirm' });
    },
    () => one(pool, `SELECT status FROM orders WHERE id = $1 AND status <> 'WAITACCEPT'`, [made.order.id]),
  );

  made.waybill = await step(
    ctx,
    'dispatch',
    async () => {
      const order = await page(ctx, carrier, `/orderDetails/${made.order.id}`);
      const dispatchPath = link(order.html, '派车');
      if (!dispatchPath) throw new Error('the order has no 派车 link');
      const form = await page(ctx, carrier, dispatchPath);
      const dispatch = formOf(form.html, '派车', form.url);
      const options = (name) => dispatch.controls.find((c) => c.name === name)?.options ?? [];
      // the first free truck that carries 30 t, and the demo driver (an option with — is busy or refused)
      const vehicle = options('vehicleId').find((o) => o.value && !o.label.includes('—') && Number(/核载([\d.]+)吨/.exec(o.label)?.[1]) >= 30);
      const driverOption = options('driverId').find((o) => o.label.includes(ctx.driverMobile) && !o.label.includes('—'));
      if (!vehicle || !driverOption) throw new Error(`no free vehicle or driver ${ctx.driverMobile} to dispatch`);
      return post(ctx, carrier, dispatch, form.url, { fields: { vehicleId: vehicle.value, driverId: driverOption.value, weight: '30' } });
    },
    () => one(pool, `SELECT id, waybill_no, status FROM waybills WHERE order_id = $1`, [made.order.id]),
  );
  const waybillPage = `/logistics/sendCardetail?id=${made.waybill.id}`;

  await step(
    ctx,
    'start',
    async () => {
      const form = await page(ctx, driver, waybillPage);
      return post(ctx, driver, formOf(form.html, '发车', form.url), form.url, { button: 'start' });
    },
    () => one(pool, `SELECT status FROM waybills WHERE id = $1 AND status = 'START'`, [made.waybill.id]),
  );

  // Loading: the pound slip goes up through one app node (files.upload) when asked, read back below
  // through the other; in the kill phase both go through the balancer.
  const loadSlip = png(11);
  const uploader = files?.upload ?? driver;
  made.loaded = await step(ctx, 'load with a pound slip', weigh(ctx, uploader, waybillPage, 'load', '29.9', loadSlip), () =>
    one(pool, `SELECT load_slip_uuid FROM waybills WHERE id = $1 AND status = 'LOAD' AND load_slip_uuid IS NOT NULL`, [made.waybill.id]),
  );
  const photo = `/resources/orders/photo?waybillId=${made.waybill.id}&uuid=${made.loaded.load_slip_uuid}`;
  const reader = files?.read ?? driver;
  const read = await reader.request(photo);
  const bytes = Buffer.from(await read.arrayBuffer());
  ctx.check(read.status === 200 && bytes.equals(loadSlip), `the pound slip reads back, byte for byte (${read.status}, ${bytes.length} bytes)`);
  made.photo = photo;
  made.loadSlip = loadSlip;

  await step(ctx, 'unload with a pound slip', weigh(ctx, driver, waybillPage, 'unload', '29.85', png(12)), () =>
    one(pool, `SELECT status FROM waybills WHERE id = $1 AND status = 'UNLOAD'`, [made.waybill.id]),
  );

  await step(
    ctx,
    'sign',
    async () => {
      const asked = await page(ctx, shipper, `/shipper/shipperSendCardetail?id=${made.waybill.id}&confirm=sign`);
      return post(ctx, shipper, formOf(asked.html, 'sign', asked.url), asked.url, { button: 'sign' });
    },
    () => one(pool, `SELECT status FROM waybills WHERE id = $1 AND status = 'SIGN'`, [made.waybill.id]),
  );

  await step(
    ctx,
    'approve the waybill',
    async () => {
      const asked = await page(ctx, shipper, `/user/dispatchOrderListCheck?waybillNo=${made.waybill.waybill_no}&audit=${made.waybill.id}&next=bill`);
      return post(ctx, shipper, formOf(asked.html, '审核派车单', asked.url), asked.url, { fields: { result: '1' } });
    },
    () => one(pool, `SELECT audit_status FROM waybills WHERE id = $1 AND audit_status = '1'`, [made.waybill.id]),
  );

  made.bill = await step(
    ctx,
    'make the settlement bill',
    async () => {
      const form = await page(ctx, shipper, '/shipper/payBillManage?build=1');
      const payee = formOf(form.html, '选择收款方', form.url);
      const carrierName = payee.controls.find((c) => c.name === 'payee')?.options.find((o) => o.value && o.label === ctx.carrierCompany)?.value;
      if (!carrierName) throw new Error(`the carrier ${ctx.carrierCompany} is not among the payees`);
      const lines = await page(ctx, shipper, `/shipper/payBillManage?build=1&payee=${encodeURIComponent(carrierName)}`);
      return post(ctx, shipper, formOf(lines.html, '勾选结算派车单', lines.url), lines.url, {
        button: 'create',
        fields: { waybillIds: String(made.waybill.id) },
      });
    },
    () =>
      one(
        pool,
        `SELECT b.id, b.bill_no, b.status, b.total_fen FROM settlement_bills b JOIN settlement_bill_lines l ON l.bill_id = b.id
          WHERE l.waybill_id = $1 AND b.status <> 'CANCELLED'`,
        [made.waybill.id],
      ),
  );

  await step(
    ctx,
    'the carrier confirms the bill',
    async () => {
      const bill = await page(ctx, carrier, `/shipper/receivableBillDetail?id=${made.bill.id}`);
      return post(ctx, carrier, formOf(bill.html, 'confirm', bill.url), bill.url, { button: 'confirm' });
    },
    () => one(pool, `SELECT status FROM settlement_bills WHERE id = $1 AND status = 'CONFIRMED'`, [made.bill.id]),
  );

  const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10); // today in China
  await step(
    ctx,
    'the shipper pays offline',
    async () => {
      const bill = await page(ctx, shipper, `/shipper/payBillDetail?id=${made.bill.id}&do=pay`);
      // the form's idempotency key: a payment posted twice is recorded once
      return post(ctx, shipper, formOf(bill.html, 'pay', bill.url), bill.url, {
        button: 'pay',
        fields: { bankSerial: `CLUSTER${made.bill.id}`, paidOn: day, paidTime: '09:30', receiptAccount: '6222020200112233445' },
        files: { receipt: { name: '回单.png', type: 'image/png', data: png(13) } },
      });
    },
    () => one(pool, `SELECT status, paid_fen FROM settlement_bills WHERE id = $1 AND status = 'PAID'`, [made.bill.id]),
  );
  return made;
}
