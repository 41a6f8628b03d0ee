// A contract PDF's figures for `npm run bench` (issue 46): the size of a two-page contract with both
// signers' records, and the time to render it, to seal it with the platform's certificate and to
// verify it (median of several runs, after one warm-up that loads the font and makes the certificate).
// Prints one JSON line; tests/perf/bench.mjs reports it beside the budget.
//   npx tsx tests/perf/contract-pdf.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { documentSettingsOf } from '../../platform/modules/contracts/certificate';
import { renderContractPdf } from '../../platform/modules/contracts/pdf';
import { sealContractPdf } from '../../platform/modules/contracts/seal';
import { verifyContractPdf } from '../../platform/modules/contracts/verify';
import { exampleSignedContractDocument } from '../../platform/testing/contract-document';

const RUNS = 7;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-contract-'));
const settings = documentSettingsOf({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  CONTRACT_SIGN_P12: undefined,
  CONTRACT_SIGN_PASSPHRASE: undefined,
  PUBLIC_URL: 'https://freight.example.com',
});
const document = exampleSignedContractDocument({ frozenSha256: '0'.repeat(64) });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = process.hrtime.bigint();
  const result = await work();
  return [result, Number(process.hrtime.bigint() - started) / 1e6];
}

try {
  // Warm-up: the font file read and parsed once, the development certificate made.
  const warm = await renderContractPdf(document, settings);
  await verifyContractPdf(await sealContractPdf(warm, 'bench', { settings }), settings);
  const render: number[] = [];
  const seal: number[] = [];
  const verify: number[] = [];
  let pdf = warm;
  let sealed = warm;
  for (let i = 0; i < RUNS; i += 1) {
    let ms: number;
    [pdf, ms] = await timed(() => renderContractPdf(document, settings));
    render.push(ms);
    [sealed, ms] = await timed(() => sealContractPdf(pdf, 'bench', { settings }));
    seal.push(ms);
    const [verdict, verifyMs] = await timed(() => verifyContractPdf(sealed, settings));
    ms = verifyMs;
    if (!verdict.valid) throw new Error(`the sealed bench contract did not verify: ${verdict.problem}`);
    verify.push(ms);
  }
  const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
  console.log(
    JSON.stringify({ pages, bytes: pdf.length, sealedBytes: sealed.length, renderMs: median(render), sealMs: median(seal), verifyMs: median(verify) }),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
