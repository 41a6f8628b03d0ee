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

type WebhookGuide = PartnerGuide['webhooks'];
type HeaderKey = WebhookGuide['headers'][number]['key'];
const headerName = (webhooks: WebhookGuide, key: HeaderKey) => webhooks.headers.find((h) => h.key === key)?.name ?? '';

// long secrets and signatures wrap rather than scroll: a scrolled <pre> would need to take the focus (axe)
const WRAPPED = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** Checks the worked example's signature with openssl; a receiver replaces the four values with the delivery's. */
const webhookShellExample = (webhooks: WebhookGuide) => {
  const { example } = webhooks;
  return `SECRET='${example.secret}'   # 推送地址的签名密钥
TS='${example.timestamp}'   # 请求头 ${headerName(webhooks, 'timestamp')}
SIGNATURE='${example.signature}'   # 请求头 ${headerName(webhooks, 'signature')}
BODY='${example.body}'   # 原样的请求体，不要重新格式化
EXPECTED=$(printf '%s.%s' "$TS" "$BODY" | openssl dgst -sha256 -hmac "$SECRET" -hex | sed 's/^.*= //')
if [ "$EXPECTED" = "$SIGNATURE" ]; then echo '签名正确'; else echo '签名不符'; fi`;
};

/** The Node check of the worked example, then a receiver that verifies, de-duplicates by event id and answers 2xx. */
const webhookNodeExample = (webhooks: WebhookGuide) => {
  const { example } = webhooks;
  // Node gives request headers in lower case
  const [id, timestamp, signature] = (['id', 'timestamp', 'signature'] as const).map((key) => headerName(webhooks, key).toLowerCase());
  return `import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

/** 签名正确且时间戳在 5 分钟内（每次重试都会重新签名） */
function verifyWebhook(secret, headers, rawBody, now = Date.now()) {
  const timestamp = String(headers['${timestamp}'] ?? '');
  const given = Buffer.from(String(headers['${signature}'] ?? ''));
  const expected = Buffer.from(createHmac('sha256', secret).update(timestamp + '.' + rawBody).digest('hex'));
  const fresh = Math.abs(now / 1000 - Number(timestamp)) <= 300;
  return fresh && given.length === expected.length && timingSafeEqual(given, expected);
}

// 上面的示例推送（时间按推送时刻计）
const example = { '${timestamp}': '${example.timestamp}', '${signature}': '${example.signature}' };
const valid = verifyWebhook('${example.secret}', example, ${JSON.stringify(example.body)}, ${example.timestamp * 1000});
console.log(valid ? '签名正确' : '签名不符');

// 接收端：先验签，再按事件 ID 去重，尽快返回 2xx（耗时的处理放到队列里）
const secret = process.env.WEBHOOK_SECRET; // whsec_…
const seen = new Set(); // 生产中用数据库唯一键保存已处理的事件 ID
createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const rawBody = Buffer.concat(chunks).toString('utf8');
    if (!verifyWebhook(secret, req.headers, rawBody)) return res.writeHead(401).end();
    const eventId = req.headers['${id}'];
    if (!seen.has(eventId)) {
      seen.add(eventId);
      const event = JSON.parse(rawBody); // { id, type, occurredAt, resource, resourceId, data }
      console.log(event.type, event.resourceId);
    }
    res.writeHead(200).end('ok');
  });
}).listen(8080);`;
};

/** Two columns: a name as code (an event, a header), and what it means. */
function NamesTable({ caption, heads, rows }: { caption: string; heads: [string, string]; rows: [string, string][] }) {
  return (
    <table className="cap-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {heads.map((head) => (
            <th key={head} scope="col">
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, meaning]) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
            </td>
            <td>{meaning}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function WebhookSection({ webhooks, webhooksLink }: { webhooks: WebhookGuide; webhooksLink: string }) {
  const backoff = webhooks.backoffMinutes;
  return (
    <section aria-labelledby="open-webhooks" data-testid="open-webhooks">
      <h2 id="open-webhooks">事件推送（Webhook）</h2>
      <p>
        企业管理员在 <a href={webhooksLink}>事件推送</a> 页面登记接收地址（生产环境须为 HTTPS）并选择事件，登记时页面显示一次该地址的签名密钥（
        <code>whsec_</code> 开头）。事件发生后，平台向接收地址 POST 一个 JSON 请求体：
        <code>{'{ id, type, occurredAt, resource, resourceId, data }'}</code>，其中 <code>data</code> 与用开放接口读取该资源的应答相同。
      </p>

      <h3>事件</h3>
      <NamesTable caption="推送的事件" heads={['事件名', '说明']} rows={webhooks.events.map((e) => [e.type, e.label])} />

      <h3>请求头</h3>
      <NamesTable caption="推送的请求头" heads={['请求头', '含义']} rows={webhooks.headers.map((h) => [h.name, h.description])} />

      <h3>验证签名</h3>
      <p>
        用推送地址的签名密钥对 <code>{`${headerName(webhooks, 'timestamp')} + "." + 请求体`}</code> 计算 HMAC-SHA256（十六进制小写），与{' '}
        <code>{headerName(webhooks, 'signature')}</code>{' '}
        逐字节比较（用常量时间比较）；请求体须按收到的原样参与计算，不要先解析再序列化。建议拒绝时间戳与当前时间相差超过 5
        分钟的推送。下面两个示例验证同一个推送（示例密钥，签名由平台的签名函数算出）。
      </p>
      <h4>示例：shell（openssl）</h4>
      <pre data-testid="open-webhook-shell" style={WRAPPED}>
        <code>{webhookShellExample(webhooks)}</code>
      </pre>
      <h4>示例：Node.js（18 及以上，无需依赖）</h4>
      <pre data-testid="open-webhook-node" style={WRAPPED}>
        <code>{webhookNodeExample(webhooks)}</code>
      </pre>

      <h3>重试与去重</h3>
      <ul>
        <li>只有 2xx 应答算送达，送达后不再推送；{webhooks.timeoutSeconds} 秒内未应答、连接失败或其他状态码都算失败。</li>
        <li>
          失败后依次等待 {backoff.join('、')} 分钟重试，此后每 {backoff[backoff.length - 1]} 分钟一次，直到事件发生 {webhooks.giveUpHours} 小时后放弃。
        </li>
        <li>
          至少送达一次、不保证只送达一次：应答太慢时同一事件可能再次送达，请按 <code>{headerName(webhooks, 'id')}</code> 去重（同一事件的每次重试 ID 相同）。
        </li>
        <li>同一派车单的事件按发生顺序推送：前一个送达或放弃后才推送下一个。</li>
        <li>同一接收地址连续失败 {webhooks.pauseAfter} 次即暂停推送并通知管理员；暂停期间事件照常记录，恢复后依次补发。推送记录页可查看每次结果并重新推送。</li>
      </ul>
    </section>
  );
}

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

      <WebhookSection webhooks={guide.webhooks} webhooksLink={OPEN_PATHS.webhooks} />

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
