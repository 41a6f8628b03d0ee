// `npm run admin:create -- --mobile 13912345678 --name 张三`: the first operations administrator of a
// production database (issue 41 item 1: a production start seeds no demo account). The password is
// read from ADMIN_PASSWORD or asked for on the terminal without echo; it is never an argument, so
// it stays out of the shell history and the process list. Run it with the server stopped when the
// database is the embedded one (only one process may open DATA_DIR).
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { openDatabase } from './db/client';
import { createFirstAdministrator, FirstAdministratorRefused } from './modules/auth/first-admin';

function option(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  if (i >= 0) return argv[i + 1];
  return argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}

/** Reads a line from the terminal without echoing it. */
async function askHidden(question: string): Promise<string> {
  process.stdout.write(question);
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: silent, terminal: true });
  try {
    return await new Promise<string>((resolve) => rl.question('', resolve));
  } finally {
    rl.close();
    process.stdout.write('\n');
  }
}

async function password(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) throw new FirstAdministratorRefused('请在终端中运行以输入密码，或用环境变量 ADMIN_PASSWORD 传入');
  const first = await askHidden('密码（至少8位，含字母和数字）：');
  const again = await askHidden('再次输入密码：');
  if (first !== again) throw new FirstAdministratorRefused('两次输入密码不一致');
  return first;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const mobile = option(argv, '--mobile');
  const realName = option(argv, '--name');
  if (!mobile || !realName) throw new FirstAdministratorRefused('用法：npm run admin:create -- --mobile 手机号 --name 姓名');
  const secret = await password();
  const dataDir = process.env.DATA_DIR || './data';
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    const created = await createFirstAdministrator(database.db, { mobile, realName, password: secret });
    console.log(`运营管理员 ${created.mobile} 已创建（${databaseUrl ? 'PostgreSQL' : dataDir}），请用该手机号和密码登录`);
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof FirstAdministratorRefused) console.error(`未创建：${error.message}`);
    else console.error('admin:create failed:', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
