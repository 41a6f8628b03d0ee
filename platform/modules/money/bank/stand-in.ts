// A stand-in of the custody bank for tests and the demo (`npm run start:demo`); production never
// starts it (platform/main.ts refuses BANK_STAND_IN there). It speaks the protocol of
// http-bank.ts, checks every signature, keeps its books in memory, and behaves like the bank where
// it matters (its books are kept in `stateFile`, under DATA_DIR in the demo, so a restarted
// stand-in never issues a member code or sub-account twice): a personal card needs the SMS code it "sent", a company card the micro-deposit it
// paid (≤ 50 fen, valid 48 h, one try per 24 h), a member's balance moves with top-ups, transfers
// and withdrawals and a transfer beyond it is refused, a withdrawal or a transfer can fail or never
// answer (`mode`), `query` tells what became of a serial, and the day's file lists what it booked.
// Run on its own:  npx tsx platform/modules/money/bank/stand-in-cli.ts   (BANK_STAND_IN_PORT, BANK_SECRET)
import { randomInt } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatDateTime } from '../../../contract/format';
import { BANK_OK, signatureMatches, signBody } from './http-bank';
import { BANK_REQUEST_VALIDITY_MS } from './port';
import type { BankEntry } from './port';

/** ok: answers; fail: refuses withdrawals and transfers; lost: books a withdrawal or a transfer but never answers (the caller times out). */
export type BankStandInMode = 'ok' | 'fail' | 'lost';

type Binding = {
  memberCode: string;
  cardNo: string;
  kind: 'personal' | 'company';
  /** the mobile a personal card's SMS code went to */
  mobile?: string;
  smsCode?: string;
  depositFen?: number;
  depositAt?: number;
  lastTryAt?: number;
  bound: boolean;
};

export type BankStandIn = {
  url: string;
  /** false once closed: what it "sent" is no longer shown */
  running: boolean;
  mode: BankStandInMode;
  /** the last SMS code sent per mobile, and the micro-deposit per card number: what a person would read */
  sms: Map<string, string>;
  deposits: Map<string, number>;
  entries: Map<string, BankEntry & { day: string }>;
  /**
   * Each member's money at the bank, in fen: top-ups add, transfers move (refused beyond it),
   * withdrawals take. Withdrawals are not checked against it: the wallet tests credit wallets by
   * notices the stand-in never booked.
   */
  balances: Map<string, number>;
  /** how a notice reaches the platform in-process (the demo server); else POSTed to `notifyUrl` */
  deliver?: (body: string, signature: string) => Promise<boolean>;
  /** a top-up arriving at the bank for a member; the platform hears of it by `deliver` or at `notifyUrl` */
  topUp(memberCode: string, amountFen: number): Promise<{ serial: string; delivered: boolean }>;
  /**
   * What the holder of member `memberCode` would read: the SMS code of its latest binding to
   * `mobile`, the micro-deposit of its latest binding of `cardNo`; never another member's.
   */
  notesFor(memberCode: string, query: { mobile?: string; cardNo?: string }): { smsCode: string | null; depositFen: number | null };
  /**
   * Books a top-up today whose notice never reaches the platform (a lost notice), so the day's file
   * has an entry the platform lacks: the reconciliation's "银行有、平台无" for tests and the demo.
   */
  unheardTopUp(amountFen: number): string;
  /** shifts the stand-in's clock (the 48 h and 24 h rules) */
  advance(ms: number): void;
  close(): Promise<void>;
};

const DAY = 86_400_000;

/** The stand-in's books as kept on disk (JSON): everything but the open connections. */
type Books = {
  seq: number;
  skew: number;
  members: [string, { kind: string; name: string }][];
  bindings: [string, Binding][];
  outcomes: [string, { status: 'succeeded' | 'failed'; message: string }][];
  entries: [string, BankEntry & { day: string }][];
  balances: [string, number][];
  sms: [string, string][];
  deposits: [string, number][];
};

function readBooks(file: string | undefined): Partial<Books> {
  if (!file) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<Books>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    // A damaged file must not start a stand-in that issues codes again from the start.
    throw new Error(`bank stand-in: cannot read its books at ${file}: ${(error as Error).message}`);
  }
}

/**
 * Starts the stand-in. With `stateFile` it reads its books from there and writes them back after
 * every change (to a temporary file, then renamed), so a restart keeps its members, bindings,
 * balances and serials and goes on numbering where it stopped.
 */
export async function startBankStandIn(options: { secret: string; port?: number; notifyUrl?: string; stateFile?: string }): Promise<BankStandIn> {
  const books = readBooks(options.stateFile);
  const members = new Map(books.members ?? []);
  const bindings = new Map(books.bindings ?? []);
  const outcomes = new Map(books.outcomes ?? []);
  const lost = new Set<ServerResponse>();
  let skew = books.skew ?? 0;
  let seq = books.seq ?? 0;
  const now = () => Date.now() + skew;
  const day = () => formatDateTime(new Date(now()), 'YYYY-MM-DD');

  const state: BankStandIn = {
    url: '',
    running: true,
    mode: 'ok',
    sms: new Map(books.sms ?? []),
    deposits: new Map(books.deposits ?? []),
    entries: new Map(books.entries ?? []),
    balances: new Map(books.balances ?? []),
    async topUp(memberCode, amountFen) {
      seq += 1;
      const serial = `BANKTOP${Date.now()}${seq}`;
      credit(memberCode, amountFen);
      state.entries.set(serial, { serial, kind: 'topup', memberCode, amountFen, status: 'succeeded', day: day() });
      save();
      const body = JSON.stringify({ event: 'topup', serial, memberCode, amountFen });
      const signature = signBody(options.secret, body);
      if (state.deliver) return { serial, delivered: await state.deliver(body, signature) };
      if (!options.notifyUrl) return { serial, delivered: false };
      const res = await fetch(options.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-bank-signature': signature },
        body,
      }).catch(() => null);
      return { serial, delivered: res?.ok === true };
    },
    notesFor(memberCode, query) {
      const mine = [...bindings.values()].filter((x) => x.memberCode === memberCode && !x.bound).reverse();
      const sms = query.mobile ? mine.find((x) => x.kind === 'personal' && x.mobile === query.mobile) : undefined;
      const deposit = query.cardNo ? mine.find((x) => x.kind === 'company' && x.cardNo === query.cardNo) : undefined;
      return { smsCode: sms?.smsCode ?? null, depositFen: deposit?.depositFen ?? null };
    },
    unheardTopUp(amountFen) {
      seq += 1;
      const serial = `BANKTOP${Date.now()}${seq}`;
      state.entries.set(serial, { serial, kind: 'topup', memberCode: 'UNKNOWN', amountFen, status: 'succeeded', day: day() });
      save();
      return serial;
    },
    advance(ms) {
      skew += ms;
      save();
    },
    close: async () => {},
  };

  /** Writes the books to `stateFile` (synchronously: a demo's books are small, and a change is kept before it is answered). */
  function save() {
    const file = options.stateFile;
    if (!file) return;
    const kept: Books = {
      seq,
      skew,
      members: [...members],
      bindings: [...bindings],
      outcomes: [...outcomes],
      entries: [...state.entries],
      balances: [...state.balances],
      sms: [...state.sms],
      deposits: [...state.deposits],
    };
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(kept));
    renameSync(`${file}.tmp`, file);
  }

  function credit(memberCode: string, amountFen: number) {
    state.balances.set(memberCode, (state.balances.get(memberCode) ?? 0) + amountFen);
  }
  const fail = (code: string, message: string) => ({ code, message });
  /** A money-moving request that arrives after its validity window is refused (see port.ts). */
  const late = (b: { requestedAt?: number }) => typeof b.requestedAt !== 'number' || now() - b.requestedAt > BANK_REQUEST_VALIDITY_MS;
  const ok = (data: unknown = {}) => ({ code: BANK_OK, message: 'ok', data });

  /** The fields of any request (each call uses some); the signature proved the platform sent them. */
  type Fields = {
    serial: string;
    requestedAt: number;
    kind: string;
    name: string;
    memberCode: string;
    fromMember: string;
    toMember: string;
    bankRef: string;
    cardNo: string;
    mobile: string;
    smsCode: string;
    amountFen: number;
    original: string;
    day: string;
  };

  /** The binding the request names, if it is the requesting member's (no other member may touch it). */
  const memberBinding = (b: Fields) => {
    const binding = bindings.get(b.bankRef);
    return binding?.memberCode === b.memberCode ? binding : undefined;
  };

  function handle(fn: string, b: Fields, res: ServerResponse): unknown {
    switch (fn) {
      case 'member/open': {
        seq += 1;
        const memberCode = `M${String(seq).padStart(8, '0')}`;
        members.set(memberCode, { kind: b.kind, name: b.name });
        return ok({ memberCode, subAccountNo: `1500${String(seq).padStart(12, '0')}` });
      }
      case 'card/bindPersonal':
      case 'card/bindCompany': {
        if (!members.has(b.memberCode)) return fail('E10001', '会员不存在');
        const taken = [...bindings.values()].some((x) => x.cardNo === b.cardNo && x.bound);
        if (taken) return fail('E20001', '该卡已被绑定');
        seq += 1;
        const bankRef = `B${String(seq).padStart(10, '0')}`;
        if (fn === 'card/bindPersonal') {
          const smsCode = String(randomInt(0, 1_000_000)).padStart(6, '0');
          state.sms.set(b.mobile, smsCode);
          bindings.set(bankRef, { memberCode: b.memberCode, cardNo: b.cardNo, kind: 'personal', mobile: b.mobile, smsCode, bound: false });
        } else {
          const depositFen = randomInt(1, 51);
          state.deposits.set(b.cardNo, depositFen);
          bindings.set(bankRef, { memberCode: b.memberCode, cardNo: b.cardNo, kind: 'company', depositFen, depositAt: now(), bound: false });
        }
        return ok({ bankRef });
      }
      case 'card/confirmPersonal': {
        const binding = memberBinding(b);
        if (!binding) return fail('E20002', '绑卡记录不存在');
        if (binding.smsCode !== b.smsCode) return fail('E20003', '短信验证码错误');
        binding.bound = true;
        return ok();
      }
      case 'card/verifyCompany': {
        const binding = memberBinding(b);
        if (!binding) return fail('E20002', '绑卡记录不存在');
        if (now() - (binding.depositAt ?? 0) > 2 * DAY) return fail('E20004', '验证金额已过期');
        if (binding.lastTryAt !== undefined && now() - binding.lastTryAt < DAY) return fail('E20005', '24小时内只能验证一次');
        binding.lastTryAt = now();
        if (binding.depositFen !== b.amountFen) return fail('E20006', '金额不符');
        binding.bound = true;
        return ok();
      }
      case 'card/unbind': {
        const binding = memberBinding(b);
        if (!binding) return fail('E20002', '绑卡记录不存在');
        binding.bound = false;
        return ok();
      }
      case 'withdraw': {
        if (late(b)) return fail('E00003', '请求已过期');
        const binding = memberBinding(b);
        if (!binding?.bound) return fail('E30001', '提现账户未绑定');
        const status = state.mode === 'fail' ? 'failed' : 'succeeded';
        const message = status === 'failed' ? '收款账户状态异常' : 'ok';
        outcomes.set(b.serial, { status, message });
        state.entries.set(b.serial, { serial: b.serial, kind: 'withdraw', memberCode: b.memberCode, amountFen: b.amountFen, status, day: day() });
        if (status === 'succeeded') credit(b.memberCode, -b.amountFen);
        if (state.mode === 'lost') {
          lost.add(res); // booked, never answered: the caller's timeout decides
          return undefined;
        }
        return status === 'failed' ? fail('E30002', message) : ok();
      }
      case 'transfer': {
        // 6034: one serial moves money once; the payer's balance at the bank must cover it.
        if (outcomes.has(b.serial)) return fail('E00002', '流水号重复');
        if (late(b)) return fail('E00003', '请求已过期');
        if (!members.has(b.fromMember) || !members.has(b.toMember)) return fail('E10001', '会员不存在');
        if (!Number.isSafeInteger(b.amountFen) || b.amountFen <= 0) return fail('E30005', '金额不正确');
        const short = (state.balances.get(b.fromMember) ?? 0) < b.amountFen;
        const status = state.mode === 'fail' || short ? 'failed' : 'succeeded';
        const message = short ? '付款方可用余额不足' : status === 'failed' ? '转账交易被拒绝' : 'ok';
        outcomes.set(b.serial, { status, message });
        state.entries.set(b.serial, {
          serial: b.serial,
          kind: 'transfer',
          memberCode: b.fromMember,
          toMemberCode: b.toMember,
          amountFen: b.amountFen,
          status,
          day: day(),
        });
        if (status === 'succeeded') {
          credit(b.fromMember, -b.amountFen);
          credit(b.toMember, b.amountFen);
        }
        if (state.mode === 'lost') {
          lost.add(res);
          return undefined;
        }
        return status === 'failed' ? fail(short ? 'E30003' : 'E30004', message) : ok();
      }
      case 'query': {
        const outcome = outcomes.get(b.original);
        return outcome ? ok(outcome) : fail('E40004', '无此交易');
      }
      case 'reconciliation':
        return ok({ entries: [...state.entries.values()].filter((e) => e.day === b.day).map(({ day: _day, ...entry }) => entry) });
      default:
        return fail('E00404', '未知接口');
    }
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'GET' && url.pathname === '/healthz') return void res.end('ok');
    // What a person reads on their phone or bank statement; the demo and the tests look here.
    if (req.method === 'GET' && url.pathname === '/stand-in/sms') {
      return void res.end(JSON.stringify({ code: state.sms.get(url.searchParams.get('mobile') ?? '') ?? null }));
    }
    if (req.method === 'GET' && url.pathname === '/stand-in/deposit') {
      return void res.end(JSON.stringify({ amountFen: state.deposits.get(url.searchParams.get('cardNo') ?? '') ?? null }));
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && url.pathname === '/stand-in/topup') {
        const { memberCode, amountFen } = JSON.parse(body || '{}');
        void state.topUp(String(memberCode), Number(amountFen)).then((r) => res.end(JSON.stringify(r)));
        return;
      }
      const fn = url.pathname.replace(/^\/api\//, '');
      if (req.method !== 'POST' || !url.pathname.startsWith('/api/')) return void res.writeHead(404).end('{}');
      if (!signatureMatches(options.secret, body, req.headers['x-bank-signature'] as string | undefined)) {
        return void res.end(JSON.stringify(fail('E00401', '签名错误')));
      }
      const answer = handle(fn, JSON.parse(body) as Fields, res);
      save();
      if (answer !== undefined) res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((done) => {
      state.running = false;
      for (const res of lost) res.destroy();
      server.closeAllConnections();
      server.close(() => done());
    });
  return state;
}
