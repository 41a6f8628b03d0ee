// The contract screens' forms (Conform + zod, the same schema in the browser and in the action):
// signing with the login password or an SMS code, a reason to reject, recall or void, a supplementary agreement's
// new price (yuan per tonne, sent in fen) and end of term, and operations' template form (its
// clauses one per block of lines: the first line the title, the rest the text).
import { z } from 'zod';
import { CONTRACT_MESSAGES as M, agreementInput, reasonInput, signBySmsInput, signInput, templateInput } from '#contract/contracts/contracts';
import { yuanToFen } from '#contract/format';

const contractId = z.coerce.number({ invalid_type_error: M.notFound }).int().positive(M.notFound);

export const signSchema = signInput.pick({ password: true }).extend({ contractId });
export const signBySmsSchema = signBySmsInput.pick({ smsCode: true }).extend({ contractId });
/** The request for the code that signs (its own small form beside the code's). */
export const signSmsRequestSchema = z.object({ contractId });
export const reasonSchema = reasonInput.pick({ reason: true }).extend({ contractId });

export const agreementSchema = z
  .object({
    contractId,
    unitPriceYuan: z.string().trim().max(20).optional(),
    termEnd: agreementInput.innerType().shape.termEnd,
    reason: reasonInput.shape.reason,
  })
  .transform((v, ctx) => {
    let unitPriceFen: number | undefined;
    if (v.unitPriceYuan) {
      const fen = yuanToFen(v.unitPriceYuan);
      if (fen === null || fen <= 0) {
        ctx.addIssue({ code: 'custom', path: ['unitPriceYuan'], message: M.unitPriceInvalid });
        return z.NEVER;
      }
      unitPriceFen = fen;
    }
    if (unitPriceFen === undefined && v.termEnd === undefined) {
      ctx.addIssue({ code: 'custom', path: ['unitPriceYuan'], message: M.priceOrTerm });
      return z.NEVER;
    }
    return { contractId: v.contractId, unitPriceFen, termEnd: v.termEnd, reason: v.reason };
  });

/** Clauses typed as blocks separated by a blank line: the block's first line is the title, the rest its text. */
export function clausesOfText(text: string): { title: string; text: string }[] {
  return text
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const [title, ...rest] = block.split('\n');
      return { title: title.trim(), text: rest.join('\n').trim() };
    });
}

export const clausesText = (clauses: { title: string; text: string }[]) => clauses.map((c) => `${c.title}\n${c.text}`).join('\n\n');

const templateFields = templateInput.innerType().shape;
export const templateSchema = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    name: templateFields.name,
    kind: templateFields.kind,
    clausesText: z.string({ required_error: M.clausesRequired }).trim().min(1, M.clausesRequired).max(60_000, M.clauseTooLong),
    remark: z.string().trim().max(200, '备注不能超过200个字').optional(),
  })
  .transform((v, ctx) => {
    const parsed = templateInput.safeParse({ id: v.id, name: v.name, kind: v.kind, remark: v.remark, clauses: clausesOfText(v.clausesText) });
    if (!parsed.success) {
      // every clause problem is said at the one text area, with the clause's number
      for (const issue of parsed.error.issues) {
        const at = issue.path[0] === 'clauses' && typeof issue.path[1] === 'number' ? `第${issue.path[1] + 1}条：` : '';
        ctx.addIssue({ code: 'custom', path: ['clausesText'], message: `${at}${issue.message}` });
      }
      return z.NEVER;
    }
    return parsed.data;
  });

export const templateIdSchema = z.object({ id: z.coerce.number().int().positive(M.templateNotFound) });
