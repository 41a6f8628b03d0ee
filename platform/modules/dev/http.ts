// Developer helpers (DEV_TOOLS=1, never in production): read the SMS outbox and captcha answers
// so tests and local users can sign in. Without devTools the routes do not exist (404).
import { createRoute, z } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import { CODES } from '../../contract/codes';
import { phoneSchema } from '../../contract/validators';
import { smsOutbox } from '../../db/schema';
import type { PlatformModule } from '../../http/context';
import { jsonResponses, ok } from '../../http/envelope';
import { peekImageCode } from '../auth/captcha';
import { attempt, refuse } from '../auth/refusal';

const TAGS = ['开发工具'];

const outboxRoute = createRoute({
  method: 'get',
  path: '/dev/outbox',
  tags: TAGS,
  summary: '最近发送到某手机号的 10 条短信（仅开发/测试环境）',
  request: { query: z.object({ mobile: phoneSchema }) },
  responses: jsonResponses(z.array(z.object({ type: z.string(), code: z.string().nullable(), content: z.string(), createdAt: z.string() })), '最新的在前'),
});

const captchaRoute = createRoute({
  method: 'get',
  path: '/dev/captcha/{key}',
  tags: TAGS,
  summary: '未使用的图形验证码的答案（仅开发/测试环境）',
  request: {
    params: z.object({
      key: z
        .string()
        .min(1)
        .max(64)
        .openapi({ param: { name: 'key', in: 'path' } }),
    }),
  },
  responses: jsonResponses(z.object({ answer: z.string() }), '验证码答案'),
});

export const devModule: PlatformModule = (app, { db, env }) => {
  if (!env.devTools) return;

  app.openapi(outboxRoute, async (c) => {
    const { mobile } = c.req.valid('query');
    const rows = await db
      .select({ type: smsOutbox.type, code: smsOutbox.code, content: smsOutbox.content, createdAt: smsOutbox.createdAt })
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, mobile))
      .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
      .limit(10);
    return c.json(ok(rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))), 200);
  });

  app.openapi(captchaRoute, async (c) =>
    attempt(c, async () => {
      const answer = await peekImageCode(db, c.req.valid('param').key);
      if (!answer) refuse('验证码不存在或已使用', CODES.NOT_FOUND);
      return c.json(ok({ answer }), 200);
    }),
  );
};
