// The wallet route table: the caller's wallet at the custody bank, its cards and withdrawals; the
// bank's signed notices; the operators' reconciliation.
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { pageOf } from '../page';
import { idField } from '../ids';
import {
  bankCardView,
  flowQuery,
  flowDetail,
  flowDetailQuery,
  flowRow,
  bindCardInput,
  cardIdInput,
  confirmCardInput,
  reconciliationDifference,
  walletView,
  walletDetail,
  walletListQuery,
  walletRow,
  walletStatusInput,
  withdrawalView,
  withdrawInput,
  WALLET_MESSAGES,
} from './wallet';

const done = z.object({ message: z.string() });

export const walletApi = endpoints(['钱包'], {
  wallet: { method: 'get', path: '/payment/wallet', summary: '我的钱包：余额、冻结、可提现与银行卡', response: walletView },
  openWallet: {
    method: 'post',
    path: '/payment/wallet/open',
    summary: '以实名信息在存管银行开通钱包（企业或个人）',
    body: z.object({}).passthrough(),
    response: walletView,
  },
  bindCard: {
    method: 'post',
    path: '/payment/bankCard/bind',
    summary: '绑定银行卡：个人卡发送短信验证码，对公账户小额打款验证',
    body: bindCardInput,
    response: bankCardView,
  },
  confirmCard: { method: 'post', path: '/payment/bankCard/confirm', summary: '完成绑卡：短信验证码或打款金额', body: confirmCardInput, response: bankCardView },
  unbindCard: { method: 'post', path: '/payment/bankCard/unbind', summary: '解绑银行卡', body: cardIdInput, response: done },
  withdraw: { method: 'post', path: '/payment/withdraw', summary: '提现到已绑定的银行卡（申请时冻结金额）', body: withdrawInput, response: withdrawalView },
  flowPage: { method: 'get', path: '/payment/flows', summary: '资金流水：钱包可用余额的每一笔收支', query: flowQuery, response: pageOf(flowRow) },
  flowExport: {
    method: 'get',
    path: '/payment/flows/export',
    summary: '资金流水导出（按筛选条件，最多 5000 条）',
    query: flowQuery,
    response: z.array(flowRow),
  },
  flowDetail: { method: 'get', path: '/payment/flows/detail', summary: '资金流水详情：一笔收支及其业务单据', query: flowDetailQuery, response: flowDetail },
  withdrawals: { method: 'get', path: '/payment/withdrawals', summary: '我的提现记录', response: z.array(withdrawalView) },
  bankNotify: {
    method: 'post',
    path: '/payment/bank/notify',
    summary: '存管银行的入金通知（银行签名）',
    auth: false,
    body: z.object({
      event: z.literal('topup'),
      serial: z.string().min(1).max(64),
      memberCode: z.string().min(1).max(64),
      amountFen: z.number().int().positive().max(100_000_000_00),
    }),
    response: z.object({ repeated: z.boolean() }),
  },
  standInNotes: {
    method: 'get',
    path: '/payment/standIn/notes',
    summary: '演示银行：已“发送”的短信验证码与小额打款金额（仅演示环境）',
    query: z.object({ mobile: z.string().max(20).optional(), cardNo: z.string().max(30).optional() }),
    response: z.object({ smsCode: z.string().nullable(), depositFen: z.number().int().nullable() }),
  },
  standInTopUp: {
    method: 'post',
    path: '/payment/standIn/topUp',
    summary: '演示银行：向本方钱包模拟一笔入金（仅演示环境）',
    body: z.object({ amountFen: z.number().int().positive().max(10_000_000) }),
    response: z.object({ serial: z.string(), delivered: z.boolean() }),
  },
  walletList: {
    method: 'get',
    path: '/payment/wallets',
    summary: '钱包列表（运营）：按户名查找，含状态与余额',
    query: walletListQuery,
    response: pageOf(walletRow),
  },
  walletDetail: {
    method: 'get',
    path: '/payment/wallets/detail',
    summary: '钱包详情（运营）：状态、余额与冻结解冻记录',
    query: z.object({ id: idField(WALLET_MESSAGES.walletNotFound) }),
    response: walletDetail,
  },
  freezeWallet: {
    method: 'post',
    path: '/payment/wallets/freeze',
    summary: '冻结钱包（运营，须填原因）：冻结后不能付款或提现',
    body: walletStatusInput,
    response: walletDetail,
  },
  unfreezeWallet: { method: 'post', path: '/payment/wallets/unfreeze', summary: '解冻钱包（运营，须填原因）', body: walletStatusInput, response: walletDetail },
  reconcile: {
    method: 'post',
    path: '/payment/reconciliation',
    summary: '按日对账：存管银行对账文件与平台记录的差异（运营）',
    body: z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '请输入对账日期') }),
    response: z.array(reconciliationDifference),
  },
});
