// Contract endpoints, served from the route table platform/contract/contracts/api.ts: operations'
// templates, the parties' contracts, signing and supplementary agreements. templates.ts and
// contracts.ts decide who may do what; the document layer (paper) renders and seals the PDFs.
import { contractsApi as api } from '../../contract/contracts/api';
import { CONTRACT_MESSAGES as M, type ContractStatus } from '../../contract/contracts/contracts';
import { requireAuthOf } from '../../http/auth';
import { callerAddress } from '../../http/caller';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { clientIp, consumeOrRefuse, createLimiters, rateLimitStoreOf } from '../auth/rate-limit';
import { SMS_RESEND_SECONDS, SMS_SENT_MESSAGE, outboxSender, type SmsSender } from '../auth/sms';
import { senderFor } from '../auth/sms-providers';
import { storageFor } from '../files/storage';
import type { ContractRecord } from './access';
import { createAgreement, invalidateContract, recallContract, rejectContract, remindSigners, sendSignSmsCode, signContract, startSigning } from './contracts';
import { agencyContractOf, makeAgencyContract } from './agency';
import { frameworkTracking, makeFrameworkContract } from './framework';
import { pdfPaperFor } from './document-paper';
import type { ContractPaper } from './paper';
import { invalidateTemplate, newTemplateVersion, releaseTemplate, saveTemplate, templateDetail, templatePage, type Template } from './templates';
import { contractDetail, contractPage } from './views';

const templateRef = (t: Template) => ({ id: t.id, code: t.code, version: t.version, status: t.status as 'DRAFT' | 'RELEASED' | 'INVALID' });
const contractRef = (c: ContractRecord) => ({ id: c.id, contractNo: c.contractNo, status: c.status as ContractStatus });

export function createContractsArea(options: { paper?: ContractPaper; sender?: SmsSender } = {}): PlatformArea {
  return ({ db, env, log }) => {
    const area = areaRouter();
    const signing = { paper: options.paper ?? pdfPaperFor(env), storage: storageFor(env) };
    // Codes that sign go out like every other code: the configured provider, and the code login's
    // per-number and per-address limits (one store with the auth area's when RATE_LIMIT_STORE=database).
    const sender = options.sender ?? senderFor(db, log, env, outboxSender(db, log, env.NODE_ENV));
    const limiters = createLimiters(rateLimitStoreOf(db, env));
    area.openapi(routeOf(api.templatePage), async (c) => c.json(ok(await templatePage(db, requireAuthOf(c), c.req.valid('json'))), 200));
    area.openapi(routeOf(api.templateDetail), async (c) => c.json(ok(await templateDetail(db, requireAuthOf(c), c.req.valid('param').id)), 200));
    area.openapi(routeOf(api.templateSave), async (c) =>
      c.json(ok(templateRef(await saveTemplate(db, requireAuthOf(c), c.req.valid('json'))), M.templateSaved), 200),
    );
    area.openapi(routeOf(api.templateNewVersion), async (c) =>
      c.json(ok(templateRef(await newTemplateVersion(db, requireAuthOf(c), c.req.valid('json').id)), M.templateSaved), 200),
    );
    area.openapi(routeOf(api.templateRelease), async (c) =>
      c.json(ok(templateRef(await releaseTemplate(db, requireAuthOf(c), c.req.valid('json').id)), M.templateReleased), 200),
    );
    area.openapi(routeOf(api.templateInvalid), async (c) =>
      c.json(ok(templateRef(await invalidateTemplate(db, requireAuthOf(c), c.req.valid('json').id)), M.templateInvalided), 200),
    );
    area.openapi(routeOf(api.page), async (c) => c.json(ok(await contractPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
    area.openapi(routeOf(api.detail), async (c) => c.json(ok(await contractDetail(db, requireAuthOf(c), c.req.valid('param').id)), 200));
    area.openapi(routeOf(api.sign), async (c) => {
      const { contract, completed } = await signContract(db, signing, requireAuthOf(c), c.req.valid('json'), callerAddress(c));
      return c.json(ok(contractRef(contract), completed ? M.completed : M.signed), 200);
    });
    area.openapi(routeOf(api.signSmsCode), async (c) => {
      const auth = requireAuthOf(c);
      await consumeOrRefuse(c, [limiters.smsIp, clientIp(c)]);
      await sendSignSmsCode(db, sender, auth, c.req.valid('json').contractId, () => consumeOrRefuse(c, [limiters.smsPhone, auth.user.mobile]));
      return c.json(ok({ seconds: SMS_RESEND_SECONDS }, SMS_SENT_MESSAGE), 200);
    });
    area.openapi(routeOf(api.signBySms), async (c) => {
      const { contract, completed } = await signContract(db, signing, requireAuthOf(c), c.req.valid('json'), callerAddress(c));
      return c.json(ok(contractRef(contract), completed ? M.completed : M.signed), 200);
    });
    area.openapi(routeOf(api.reject), async (c) => {
      const input = c.req.valid('json');
      return c.json(ok(contractRef(await rejectContract(db, requireAuthOf(c), input.contractId, input.reason)), M.rejected), 200);
    });
    area.openapi(routeOf(api.recall), async (c) => {
      const input = c.req.valid('json');
      return c.json(ok(contractRef(await recallContract(db, requireAuthOf(c), input.contractId, input.reason)), M.recalled), 200);
    });
    area.openapi(routeOf(api.invalid), async (c) => {
      const input = c.req.valid('json');
      return c.json(ok(contractRef(await invalidateContract(db, requireAuthOf(c), input.contractId, input.reason)), M.invalided), 200);
    });
    area.openapi(routeOf(api.agreement), async (c) =>
      c.json(ok(contractRef(await createAgreement(db, signing, requireAuthOf(c), c.req.valid('json'))), M.agreementCreated), 200),
    );
    area.openapi(routeOf(api.framework), async (c) =>
      c.json(ok(contractRef(await makeFrameworkContract(db, signing, requireAuthOf(c), c.req.valid('json').bigOrderId)), M.sent), 200),
    );
    area.openapi(routeOf(api.track), async (c) => c.json(ok(await frameworkTracking(db, requireAuthOf(c), c.req.valid('param').id)), 200));
    area.openapi(routeOf(api.agencyMine), async (c) => c.json(ok(await agencyContractOf(db, requireAuthOf(c))), 200));
    area.openapi(routeOf(api.agencySave), async (c) => c.json(ok(contractRef(await makeAgencyContract(db, signing, requireAuthOf(c))), M.agencyCreated), 200));
    area.openapi(routeOf(api.remind), async (c) => {
      const reminded = await remindSigners(db, requireAuthOf(c), c.req.valid('json').contractId);
      return c.json(ok({ reminded }, `${M.reminded}：${reminded.join('、')}`), 200);
    });
    area.openapi(routeOf(api.startSigning), async (c) =>
      c.json(ok(contractRef(await startSigning(db, signing, requireAuthOf(c), c.req.valid('json').contractId)), M.sent), 200),
    );
    return area;
  };
}
