// /user/waybillPush — 运单推送: operations report the signed waybills of control (网络货运) orders
// to the provincial monitoring system. Tabs ?tab=pending|reported|failed (未上报 / 已上报 / 上报失败),
// filters in the URL; the table is one POST form (CSRF): a row's 五证校验 / 上报 / 重新上报, or the
// ticked rows' check and push. ?detail=id shows one waybill's report: the check, the exact XML
// sent (or the one a push would send) and every attempt with its response.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { FilterFold, Facts, FilterButtons, FilterText, listLinks, UrlTabs } from '#app/components/list-ui';
import { DateRange } from '#app/features/orders/order-ui';
import { PageLinks } from '#app/components/page-links';
import { Table } from '#app/ui/table';
import { waybillPushAction, waybillPushData, type PushRowView } from '#app/features/reporting/reporting.server';

const PATH = '/user/waybillPush';

export const loader = (args: LoaderFunctionArgs) => waybillPushData(args);
export const action = (args: ActionFunctionArgs) => waybillPushAction(args);

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

function CheckCell({ row }: { row: PushRowView }) {
  if (row.checkErrors === null) return <span className="muted">未校验</span>;
  if (row.checkErrors.length === 0) return <span className="push-ok">通过</span>;
  return (
    <ul className="cap-report cap-error" aria-label={`${row.waybillNo} 五证校验问题`}>
      {row.checkErrors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

/** A row's name in labels: its waybill number, and the kind when it is the 资金流水单 (both rows share the number). */
const name = (row: PushRowView) => (row.kind === 'waybill' ? row.waybillNo : `${row.waybillNo} ${row.kindLabel}`);
const checkLabel = (row: PushRowView) => (row.kind === 'waybill' ? '五证校验' : '资金校验');

function RowActions({ row, detailHref }: { row: PushRowView; detailHref: string }) {
  const canPush = row.status === 'none' || row.status === 'pending' || row.status === 'sending';
  return (
    <>
      <button type="submit" name="intent" value={`check:${row.key}`} className="link-button" aria-label={`${checkLabel(row)} ${name(row)}`}>
        {checkLabel(row)}
      </button>
      {canPush ? (
        <button type="submit" name="intent" value={`push:${row.key}`} className="link-button" aria-label={`上报 ${name(row)}`}>
          上报
        </button>
      ) : null}
      {row.status === 'failed' ? (
        <button type="submit" name="intent" value={`resubmit:${row.key}`} className="link-button" aria-label={`重新上报 ${name(row)}`}>
          重新上报
        </button>
      ) : null}
      <Link to={detailHref} aria-label={`报文与记录 ${name(row)}`}>
        报文
      </Link>
    </>
  );
}

function DetailPanel({ detail, back }: { detail: NonNullable<Data['detail']>; back: string }) {
  const r = detail.row;
  return (
    <section className="cap-inline-form" role="region" aria-labelledby="push-detail-title">
      <h2 id="push-detail-title">
        派车单 {r.waybillNo} 的{r.kind === 'waybill' ? '上报' : '资金流水单上报'}
      </h2>
      <Facts
        facts={[
          ['订单号', r.orderNo],
          ['车牌号 / 司机', `${r.plateNo} ${r.driverName}`],
          ['线路', r.route],
          ['签收时间', r.signedAt],
          ['上报状态', r.statusLabel],
          ['报文参考号', r.messageRef || '—'],
          ['最近响应', r.last || '—'],
          ['上报次数', String(r.attempts)],
        ]}
      />
      <h3>{r.kind === 'waybill' ? '五证校验（当前）' : '资金流水校验（当前）'}</h3>
      {detail.check.length === 0 ? (
        <p className="push-ok">{r.kind === 'waybill' ? '五证齐全有效，可以上报' : '付款信息齐全，可以上报'}</p>
      ) : (
        <ul className="cap-report cap-error">
          {detail.check.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      {!detail.configured ? <p className="cap-error">未配置省级监测平台上报通道：可校验和预览报文，暂不能上报。</p> : null}
      <h3>{detail.xmlIsPreview ? '将要发送的报文（预览，报文参考号与发送时间在上报时生成）' : '最近一次发送的报文'}</h3>
      <pre className="push-xml" aria-label={r.kind === 'waybill' ? '电子运单报文' : '资金流水单报文'}>
        {detail.xmlIndented}
      </pre>
      <details>
        <summary>原始报文（{detail.xmlIsPreview ? '将要发送' : '发送'}的原文，Base64 编码前）</summary>
        <pre className="push-xml" aria-label="原始报文">
          {detail.xml}
        </pre>
      </details>
      <h3>上报记录</h3>
      {detail.attempts.length === 0 ? (
        <p className="muted">暂无上报记录</p>
      ) : (
        <Table striped className="cap-table" aria-label="上报记录">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>时间</Table.Th>
              <Table.Th>操作人</Table.Th>
              <Table.Th>报文参考号</Table.Th>
              <Table.Th>结果</Table.Th>
              <Table.Th>响应</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.attempts.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{a.at}</Table.Td>
                <Table.Td>{a.actorName}</Table.Td>
                <Table.Td>{a.messageRef}</Table.Td>
                <Table.Td>
                  {a.outcome === 'sent' ? '已接收' : '失败'}（{a.code}）{a.message}
                </Table.Td>
                <Table.Td>
                  {a.response ? (
                    <details>
                      <summary>查看响应</summary>
                      <pre className="push-xml">{a.response}</pre>
                    </details>
                  ) : (
                    '—'
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <p className="muted">监测平台返回 0000 仅表示已接收报文；是否通过校验规则，以省级监测平台的核验结果为准。</p>
      <Button component={Link} to={back} variant="default">
        返回列表
      </Button>
    </section>
  );
}

export default function WaybillPush() {
  const { query, total, rows, detail, back, tabs } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  // A new location after each action (POST, redirect, GET): the form remounts with nothing ticked, as without JS.
  const location = useLocation();
  const { withParam } = listLinks(PATH, query);
  const busy = navigation.state === 'submitting';
  return (
    <CapPage id="push-title" title="运单推送" beside={<span className="muted">管控（网络货运）订单已签收的运单，向省级网络货运信息监测平台上报电子运单</span>}>
      <UrlTabs label="上报状态" tabs={tabs} current={query.tab} />
      {detail ? <DetailPanel detail={detail} back={back} /> : null}
      <Form method="get" action={PATH} className="cap-filters" aria-label="筛选运单">
        <FilterFold>
          <input type="hidden" name="tab" value={query.tab} />
          <FilterText name="waybillNo" label="派车单号" value={query.waybillNo ?? ''} maxLength={30} />
          <FilterText name="plateNo" label="车牌号" value={query.plateNo ?? ''} maxLength={12} />
          <DateRange start={query.startDate} end={query.endDate} />
          <FilterButtons reset={`${PATH}?tab=${query.tab}`} />
        </FilterFold>
      </Form>
      <Form key={location.key} method="post" aria-label="上报运单">
        <AuthenticityTokenInput />
        <div className="cap-actions">
          <Button type="submit" name="intent" value="check" variant="default" disabled={busy}>
            勾选的五证校验
          </Button>
          {query.tab === 'reported' ? null : (
            <Button type="submit" name="intent" value="push" disabled={busy}>
              {query.tab === 'failed' ? '勾选的重新上报' : '勾选的上报'}
            </Button>
          )}
          <span className="muted">五证校验未通过的运单不能上报</span>
        </div>
        <Table striped highlightOnHover className="cap-table" aria-label="运单上报列表">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <span className="visually-hidden">勾选</span>
              </Table.Th>
              <Table.Th>派车单号</Table.Th>
              <Table.Th>单据</Table.Th>
              <Table.Th>订单号</Table.Th>
              <Table.Th>车牌号</Table.Th>
              <Table.Th>司机</Table.Th>
              <Table.Th>线路</Table.Th>
              <Table.Th>签收时间</Table.Th>
              <Table.Th>五证校验</Table.Th>
              <Table.Th>上报状态</Table.Th>
              <Table.Th>最近响应</Table.Th>
              <Table.Th>次数</Table.Th>
              <Table.Th>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={13} className="cap-empty">
                  暂无运单
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((r) => (
                <Table.Tr key={r.key} data-waybill={r.waybillNo} data-kind={r.kind}>
                  <Table.Td>
                    <input type="checkbox" name="ids" value={r.key} aria-label={`勾选 ${name(r)}`} />
                  </Table.Td>
                  <Table.Td className="push-nowrap">{r.waybillNo}</Table.Td>
                  <Table.Td className="push-nowrap">{r.kindLabel}</Table.Td>
                  <Table.Td>
                    <Link to={`/orderDetails/${r.orderId}`}>{r.orderNo}</Link>
                  </Table.Td>
                  <Table.Td className="push-nowrap">{r.plateNo}</Table.Td>
                  <Table.Td className="push-nowrap">{r.driverName}</Table.Td>
                  <Table.Td>{r.route}</Table.Td>
                  <Table.Td className="push-nowrap">{r.signedAt}</Table.Td>
                  <Table.Td>
                    <CheckCell row={r} />
                  </Table.Td>
                  <Table.Td>
                    {r.statusLabel}
                    {r.reportedAt ? <span className="cap-sub">{r.reportedAt}</span> : null}
                  </Table.Td>
                  <Table.Td>
                    {r.last || '—'}
                    {r.messageRef ? <span className="cap-sub">报文参考号 {r.messageRef}</span> : null}
                  </Table.Td>
                  <Table.Td>{r.attempts}</Table.Td>
                  <Table.Td className="cap-row-actions">
                    <RowActions row={r} detailHref={withParam('detail', r.key)} />
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Form>
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
