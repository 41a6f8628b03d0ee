// Wallet endpoints, served from platform/contract/money/wallet-api.ts. The custody bank comes from
// the environment (BANK_*); unconfigured, every wallet action says so and offline payment, which
// needs no bank, still works.
import { walletApi as api } from '../../contract/money/wallet-api';
import { WALLET_MESSAGES, type WalletView } from '../../contract/money/wallet';
import type { PlatformEnv } from '../../config';
import { CODES, fail, ok, sendEnvelope } from '../../http/envelope';
import { requireAuthOf, type Auth } from '../../http/auth';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import type { Db } from '../../db/client';
import { refuse } from '../../http/refusal';
import { outboxSender, SMS_SENT_MESSAGE } from '../auth/sms';
import { senderFor } from '../auth/sms-providers';
import { DIFFERENCE_MESSAGES } from '../../contract/money/reconciliation';
import { httpBank, signatureMatches } from './bank/http-bank';
import { unconfiguredBank, type CustodyBank } from './bank/port';
import {
  walletBalances,
  bindCard,
  demoBankNotes,
  cardsOf,
  confirmCard,
  creditTopup,
  openWallet,
  reconcile,
  unbindCard,
  walletOf,
  withdraw,
  withdrawalMessage,
  withdrawalsOf,
  type BankCard,
  type Withdrawal,
} from './wallet-service';
import { differenceDetail, differencePage, handleDifference, recordDifferences } from './reconciliation';
import { flowDetail, flowExport, flowPage } from './flows';
import { changePayPassword, resetPayPassword, sendPayPasswordSms, setPayPassword } from './pay-password';
import { setWalletStatus, walletDetail, walletList } from './wallet-operations';

export function bankFromEnv(env: PlatformEnv): CustodyBank {
  if (!env.BANK_URL || !env.BANK_PLATFORM_ID || !env.BANK_SECRET) return unconfiguredBank;
  return httpBank({ url: env.BANK_URL, platformId: env.BANK_PLATFORM_ID, secret: env.BANK_SECRET, timeoutMs: env.BANK_TIMEOUT_MS });
}

const cardView = (card: BankCard) => ({
  id: card.id,
  bankCode: card.bankCode,
  cardMasked: card.cardMasked,
  holderName: card.holderName,
  kind: card.kind as 'personal' | 'company',
  status: card.status as 'BINDING' | 'BOUND' | 'UNBOUND',
  createdAt: card.createdAt.toISOString(),
});

const withdrawalView = (w: Withdrawal, cardMasked: string) => ({
  id: w.id,
  withdrawNo: w.withdrawNo,
  amountFen: w.amountFen,
  status: w.status as 'FROZEN' | 'PENDING' | 'PAID' | 'RETURNED',
  bankMessage: w.status === 'RETURNED' ? w.bankMessage : null,
  cardMasked,
  createdAt: w.createdAt.toISOString(),
});

async function viewOf(db: Db, bank: CustodyBank, auth: Auth, demoBank: boolean): Promise<WalletView> {
  const wallet = await walletOf(db, auth);
  const opens = auth.user.companyId ? 'enterprise' : 'person';
  if (!wallet) return { bankConfigured: bank.configured, demoBank, wallet: null, cards: [], opens };
  const { availableFen, frozenFen } = await walletBalances(db, wallet.id);
  const cards = (await cardsOf(db, wallet.id)).filter((c) => c.status !== 'UNBOUND').map(cardView);
  return {
    bankConfigured: bank.configured,
    demoBank,
    wallet: {
      id: wallet.id,
      userType: wallet.userType,
      holderName: wallet.holderName,
      accountType: wallet.accountType,
      status: wallet.status,
      subAccountNo: wallet.subAccountNo,
      availableFen,
      frozenFen,
      withdrawableFen: wallet.status === 0 ? availableFen : 0,
      hasPayPassword: wallet.payPasswordHash !== null,
    },
    cards,
    opens,
  };
}

export const walletArea: PlatformArea = ({ db, env, log, bankStandIn }) => {
  const area = areaRouter();
  const bank = bankFromEnv(env);
  const sms = senderFor(db, log, env, outboxSender(db, log, env.NODE_ENV));
  const done = (message: string) => ok({ message }, message);

  area.openapi(routeOf(api.wallet), async (c) => c.json(ok(await viewOf(db, bank, requireAuthOf(c), Boolean(bankStandIn))), 200));
  area.openapi(routeOf(api.openWallet), async (c) => {
    const auth = requireAuthOf(c);
    await openWallet(db, bank, auth, c.var.log);
    return c.json(ok(await viewOf(db, bank, auth, Boolean(bankStandIn)), WALLET_MESSAGES.opened), 200);
  });
  area.openapi(routeOf(api.bindCard), async (c) => {
    const card = await bindCard(db, bank, requireAuthOf(c), c.req.valid('json'));
    return c.json(ok(cardView(card), card.kind === 'company' ? WALLET_MESSAGES.depositSent : WALLET_MESSAGES.smsSent), 200);
  });
  area.openapi(routeOf(api.confirmCard), async (c) =>
    c.json(ok(cardView(await confirmCard(db, bank, requireAuthOf(c), c.req.valid('json'))), WALLET_MESSAGES.bound), 200),
  );
  area.openapi(routeOf(api.unbindCard), async (c) => {
    await unbindCard(db, bank, requireAuthOf(c), c.req.valid('json').cardId);
    return c.json(ok({ message: WALLET_MESSAGES.unbound }, WALLET_MESSAGES.unbound), 200);
  });
  area.openapi(routeOf(api.setPayPassword), async (c) => {
    await setPayPassword(db, requireAuthOf(c), c.req.valid('json'));
    return c.json(done(WALLET_MESSAGES.payPasswordSet), 200);
  });
  area.openapi(routeOf(api.changePayPassword), async (c) => {
    await changePayPassword(db, requireAuthOf(c), c.req.valid('json'));
    return c.json(done(WALLET_MESSAGES.payPasswordChanged), 200);
  });
  area.openapi(routeOf(api.payPasswordSms), async (c) => {
    await sendPayPasswordSms(db, sms, requireAuthOf(c));
    return c.json(done(SMS_SENT_MESSAGE), 200);
  });
  area.openapi(routeOf(api.resetPayPassword), async (c) => {
    await resetPayPassword(db, requireAuthOf(c), c.req.valid('json'));
    return c.json(done(WALLET_MESSAGES.payPasswordReset), 200);
  });
  area.openapi(routeOf(api.withdraw), async (c) => {
    const auth = requireAuthOf(c);
    const done = await withdraw(db, bank, auth, c.req.valid('json'));
    const card = (await cardsOf(db, done.walletId)).find((x) => x.id === done.cardId);
    return c.json(ok(withdrawalView(done, card?.cardMasked ?? ''), withdrawalMessage(done)), 200);
  });
  area.openapi(routeOf(api.flowPage), async (c) => c.json(ok(await flowPage(db, requireAuthOf(c), c.req.valid('query'))), 200));
  area.openapi(routeOf(api.flowDetail), async (c) => c.json(ok(await flowDetail(db, requireAuthOf(c), c.req.valid('query').id)), 200));
  area.openapi(routeOf(api.flowExport), async (c) => c.json(ok(await flowExport(db, requireAuthOf(c), c.req.valid('query'))), 200));
  area.openapi(routeOf(api.withdrawals), async (c) =>
    c.json(ok((await withdrawalsOf(db, requireAuthOf(c))).map((r) => withdrawalView(r.w, r.cardMasked))), 200),
  );
  area.openapi(routeOf(api.bankNotify), async (c) => {
    // Only the bank may announce money: the exact body must carry its signature.
    const raw = await c.req.text();
    if (!env.BANK_SECRET || !signatureMatches(env.BANK_SECRET, raw, c.req.header('x-bank-signature'))) {
      return sendEnvelope(c, fail(CODES.FORBIDDEN, '签名错误')) as never;
    }
    return c.json(ok(await creditTopup(db, c.req.valid('json'))), 200);
  });
  // The demo's bank: what a person would read on their phone or statement, and money arriving.
  area.openapi(routeOf(api.standInNotes), async (c) => {
    const auth = requireAuthOf(c);
    if (!bankStandIn?.running) refuse('接口不存在', CODES.NOT_FOUND);
    return c.json(ok(await demoBankNotes(db, bankStandIn, auth, c.req.valid('query'))), 200);
  });
  area.openapi(routeOf(api.standInTopUp), async (c) => {
    const auth = requireAuthOf(c);
    if (!bankStandIn) refuse('接口不存在', CODES.NOT_FOUND);
    const wallet = await walletOf(db, auth);
    if (!wallet?.memberCode) refuse(WALLET_MESSAGES.notOpen);
    return c.json(ok(await bankStandIn.topUp(wallet.memberCode, c.req.valid('json').amountFen)), 200);
  });
  area.openapi(routeOf(api.walletList), async (c) => c.json(ok(await walletList(db, requireAuthOf(c), c.req.valid('query'))), 200));
  area.openapi(routeOf(api.walletDetail), async (c) => c.json(ok(await walletDetail(db, requireAuthOf(c), c.req.valid('query').id)), 200));
  area.openapi(routeOf(api.freezeWallet), async (c) =>
    c.json(ok(await setWalletStatus(db, requireAuthOf(c), c.req.valid('json'), 1), WALLET_MESSAGES.walletFrozen), 200),
  );
  area.openapi(routeOf(api.unfreezeWallet), async (c) =>
    c.json(ok(await setWalletStatus(db, requireAuthOf(c), c.req.valid('json'), 0), WALLET_MESSAGES.walletUnfrozen), 200),
  );
  area.openapi(routeOf(api.reconcile), async (c) => {
    if (requireAuthOf(c).role !== 'operator') refuse('仅运营人员可以对账', CODES.FORBIDDEN);
    const { day } = c.req.valid('json');
    const differences = await reconcile(db, bank, day);
    // Kept for the differences screen, as the nightly job keeps them (a rerun of a day adds nothing).
    await recordDifferences(db, day, differences);
    return c.json(ok(differences), 200);
  });
  area.openapi(routeOf(api.differencePage), async (c) => c.json(ok(await differencePage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.differenceDetail), async (c) => c.json(ok(await differenceDetail(db, requireAuthOf(c), c.req.valid('query').id)), 200));
  area.openapi(routeOf(api.differenceHandle), async (c) =>
    c.json(ok(await handleDifference(db, requireAuthOf(c), c.req.valid('json')), DIFFERENCE_MESSAGES.handled), 200),
  );
  return area;
};
