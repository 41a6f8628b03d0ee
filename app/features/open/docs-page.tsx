// The partner page (issue 51): the open API as a readable page without JavaScript — how to sign, a
// worked example in shell (curl + openssl) and one in Node, the error codes, and every open endpoint
// with its scope and fields, all from the generated partner document (/open/v1/openapi.json).
import type { PartnerGuide } from '#contract/open/guide';
import { OPEN_PATHS } from './paths';

const shellExample = (siteOrigin: string) => `KEY_ID=ak_你的密钥ID
SECRET=sk_你的密钥
BASE=${siteOrigin}
PATH_Q=/open/v1/order/pagination
BODY='{"pageNumber":1,"pageSize":20}'
TS=$(date +%s)
NONCE=$(openssl rand -hex 16)
BODY_HASH=$(printf '%s' "$BODY" | openssl dgst -sha256 -hex | sed 's/^.*= //')
SIGNING_KEY=$(printf '%s' 'freight-open-v1' | openssl dgst -sha256 -hmac "$SECRET" -hex | sed 's/^.*= //')
SIGNATURE=$(printf 'POST\\n%s\\n%s\\n%s\\n%s' "$PATH_Q" "$TS" "$NONCE" "$BODY_HASH" \\
  | openssl dgst -sha256 -mac HMAC -macopt hexkey:"$SIGNING_KEY" -hex | sed 's/^.*= //')
curl -sS "$BASE$PATH_Q" -H 'content-type: application/json' \\
  -H "X-Open-Key: $KEY_ID" -H "X-Open-Timestamp: $TS" \\
  -H "X-Open-Nonce: $NONCE" -H "X-Open-Signature: $SIGNATURE" \\
  --data "$BODY"`;

const nodeExample = (siteOrigin: string) => `import { createHash, createHmac, randomBytes } from 'node:crypto';

const keyId = 'ak_你的密钥ID';
const secret = 'sk_你的密钥';
const base = '${siteOrigin}';

async function call(method, path, json, idempotencyKey) {
  const body = json === undefined ? '' : JSON.stringify(json);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const bodyHash = createHash('sha256').update(body).digest('hex');
  const signingKey = createHmac('sha256', secret).update('freight-open-v1').digest();
  const signature = createHmac('sha256', signingKey)
    .update([method, path, timestamp, nonce, bodyHash].join('\\n'))
    .digest('hex');
  const headers = {
    'x-open-key': keyId, 'x-open-timestamp': timestamp, 'x-open-nonce': nonce, 'x-open-signature': signature,
    ...(body ? { 'content-type': 'application/json' } : {}),
    ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
  };
  const answer = await fetch(base + path, { method, headers, body: body || undefined });
  return answer.json(); // { code, message, data }
}

// 发布货源：ERP 的单号作幂等键，重试不会重复发布
console.log(await call('POST', '/open/v1/goodsSource/save', { /* 货源字段，见下表 */ }, 'ERP-20261129-0001'));
console.log(await call('POST', '/open/v1/order/pagination', { pageNumber: 1, pageSize: 20 }));`;

export function DocsPage({ guide, siteOrigin }: { guide: PartnerGuide; siteOrigin: string }) {
  return (
    <div className="panel open-docs">
      <h1 id="open-docs-title" className="page-title">
        开放接口文档
      </h1>
      <p>
        企业货主与承运商的 ERP、TMS 可用接口密钥调用平台的开放接口：发布货源、下单，查询货源、订单、派车单及其轨迹、结算账单与付款、开票申请。 接口地址为{' '}
        <code>{siteOrigin}/open/v1/…</code>，机器可读的 OpenAPI 文档见{' '}
        <a href="/open/v1/openapi.json">
          <code>/open/v1/openapi.json</code>
        </a>
        。企业管理员在 <a href={OPEN_PATHS.keys}>接口密钥</a> 页面创建密钥。
      </p>

      {guide.sandbox ? (
        <section aria-labelledby="open-sandbox" data-testid="open-sandbox">
          <h2 id="open-sandbox">沙箱密钥（演示环境）</h2>
          <p>本环境带有演示数据，可用演示企业「{guide.sandbox.company}」的沙箱密钥试用全部开放接口（生产环境没有此密钥）：</p>
          <dl className="facts">
            <dt>密钥 ID</dt>
            <dd>
              <code>{guide.sandbox.keyId}</code>
            </dd>
            <dt>密钥</dt>
            <dd>
              <code>{guide.sandbox.secret}</code>
            </dd>
          </dl>
        </section>
      ) : null}

      <section aria-labelledby="open-signing">
        <h2 id="open-signing">签名</h2>
        <ol>
          {guide.signing.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="open-shell">
        <h2 id="open-shell">示例：shell（curl + openssl）</h2>
        <pre>
          <code>{shellExample(siteOrigin)}</code>
        </pre>
      </section>

      <section aria-labelledby="open-node">
        <h2 id="open-node">示例：Node.js（18 及以上，无需依赖）</h2>
        <pre>
          <code>{nodeExample(siteOrigin)}</code>
        </pre>
      </section>

      <section aria-labelledby="open-errors">
        <h2 id="open-errors">错误码</h2>
        <p>
          被拒绝的请求返回 HTTP 状态与同值的 <code>code</code>、中文 <code>message</code>，<code>data.error</code> 为机器可读的错误码，
          <code>data.field</code> 指出出错的请求头或字段。
        </p>
        <table className="cap-table">
          <caption className="visually-hidden">开放接口错误码</caption>
          <thead>
            <tr>
              <th scope="col">code</th>
              <th scope="col">data.error</th>
              <th scope="col">说明</th>
            </tr>
          </thead>
          <tbody>
            {guide.errors.map((e) => (
              <tr key={e.error}>
                <td>{e.code}</td>
                <td>
                  <code>{e.error}</code>
                </td>
                <td>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="open-endpoints">
        <h2 id="open-endpoints">接口</h2>
        {guide.endpoints.map((e) => (
          <section key={`${e.method} ${e.path}`} aria-label={`${e.method} ${e.path}`} className="open-endpoint">
            <h3>
              <code>
                {e.method} {e.path}
              </code>
            </h3>
            <p>
              {e.summary}（{e.tag}；所需权限 <code>{e.scope}</code>）
            </p>
            {e.fields.length ? (
              <table className="cap-table">
                <caption className="visually-hidden">
                  <code>{e.path}</code> 的字段
                </caption>
                <thead>
                  <tr>
                    <th scope="col">字段</th>
                    <th scope="col">位置</th>
                    <th scope="col">必填</th>
                    <th scope="col">类型</th>
                  </tr>
                </thead>
                <tbody>
                  {e.fields.map((f) => (
                    <tr key={`${f.location}${f.name}`}>
                      <td>
                        <code>{f.name}</code>
                      </td>
                      <td>{f.location}</td>
                      <td>{f.required ? '是' : '否'}</td>
                      <td>
                        <code>{f.type}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p>无请求字段。</p>
            )}
          </section>
        ))}
      </section>
    </div>
  );
}
