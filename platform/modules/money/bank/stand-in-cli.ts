// The bank stand-in as a process of its own (for a platform started separately):
//   BANK_SECRET=… BANK_STAND_IN_PORT=4100 BANK_NOTIFY_URL=http://…/payment/bank/notify BANK_STAND_IN_FILE=./data/bank-stand-in.json npx tsx platform/modules/money/bank/stand-in-cli.ts
// (BANK_STAND_IN_FILE keeps its books across restarts; without it they live in memory only)
// Kept out of stand-in.ts so the server bundle, which includes the stand-in, never runs this.
import { startBankStandIn } from './stand-in';

const secret = process.env.BANK_SECRET ?? '';
if (secret.length < 32) throw new Error('BANK_SECRET must be at least 32 characters');
const bank = await startBankStandIn({
  secret,
  port: Number(process.env.BANK_STAND_IN_PORT ?? 0),
  notifyUrl: process.env.BANK_NOTIFY_URL,
  stateFile: process.env.BANK_STAND_IN_FILE || undefined,
});
console.log(`bank stand-in on ${bank.url}`);
