// Framework contracts' markup: the big orders a shipper may make one for (/shipper/editContract),
// and a framework contract's execution (/shipper/contract/track?id=).
import { Form, Link, useActionData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Alert } from '#app/components/alert';
import { Button } from '#app/components/button';
import { Facts, ListTable } from '#app/components/forms';
import { FormErrors } from '#app/components/form-errors';
import { PageLinks } from '#app/components/page-links';
import type { FormReply } from '#app/utils/forms.server';
import type { frameworkCandidates, trackScreenData } from './framework.server';
import { CONTRACT_PATHS, contractHref } from './paths';

export function FrameworkCandidates({ data }: { data: Awaited<ReturnType<typeof frameworkCandidates>> }) {
  const reply = useActionData<FormReply>();
  return (
    <section className="panel cap-page" aria-labelledby="framework-title">
      <div className="cap-head">
        <h1 id="framework-title" className="page-title">
          编辑合同
        </h1>
      </div>
      <p>为运输订单生成年度/框架合同：合同条款取平台发布的框架合同模板，生成后发送承运企业，双方以登录密码签署。</p>
      <FormErrors errors={reply?.result.error?.[''] ?? undefined} />
      <ListTable
        label="可签订框架合同的运输订单"
        empty="暂无可签订框架合同的运输订单"
        rowKey={(b) => b.id}
        rows={data.rows}
        columns={[
          { title: '运输订单号', cell: (b) => b.bigOrderNo },
          { title: '承运企业', cell: (b) => b.carrierName },
          { title: '货物', cell: (b) => b.goodsName },
          { title: '线路', cell: (b) => b.route },
          { title: '总量', cell: (b) => b.weight },
          { title: '单价', cell: (b) => b.unitPrice },
          { title: '期限', cell: (b) => b.period },
          {
            title: '操作',
            className: 'cap-row-actions',
            cell: (b) => (
              <Form method="post">
                <AuthenticityTokenInput />
                <input type="hidden" name="bigOrderId" value={b.id} />
                <Button type="submit" name="intent" value="framework" size="xs" aria-label={`生成框架合同 ${b.bigOrderNo}`}>
                  生成框架合同
                </Button>
              </Form>
            ),
          },
        ]}
      />
      <PageLinks total={data.total} pageNumber={data.query.pageNumber} pageSize={data.query.pageSize} />
    </section>
  );
}

export function FrameworkTrack({ track }: { track: NonNullable<Awaited<ReturnType<typeof trackScreenData>>['track']> }) {
  return (
    <section className="panel cap-page" aria-labelledby="track-title">
      <div className="cap-head">
        <h1 id="track-title" className="page-title">
          执行跟踪 {track.contractNo}
        </h1>
        <div className="cap-actions">
          <Button component={Link} to={contractHref(CONTRACT_PATHS.mine, track.contractId)} variant="default">
            查看合同
          </Button>
          <Button component={Link} to={CONTRACT_PATHS.track} variant="default">
            返回执行跟踪
          </Button>
        </div>
      </div>
      {track.overdue ? (
        <Alert color="orange" mb="md" role="note" title="已超期">
          合同期限已过，仍有未送达的合同量。
        </Alert>
      ) : null}
      <Facts
        facts={[
          ['合同名称', track.title],
          ['合同状态', track.statusLabel],
          ['运输订单号', track.bigOrderNo],
          ['合同期限', track.term],
          ['期限', track.remaining],
        ]}
      />
      <h2>执行情况</h2>
      <ListTable
        label="执行情况"
        empty="无"
        rowKey={(r) => r.key}
        rows={track.rows}
        columns={[
          { title: '项目', cell: (r) => r.label },
          { title: '重量', cell: (r) => r.weight },
          { title: '运费', className: 'price', cell: (r) => r.freight },
          { title: '占合同量', cell: (r) => r.share },
        ]}
      />
      <h2>合同下的订单</h2>
      <ListTable
        label="合同下的订单"
        empty="尚未下达订单"
        rowKey={(o) => o.id}
        rows={track.orderRows}
        columns={[
          { title: '订单号', cell: (o) => <Link to={`/orderDetails/${o.id}`}>{o.orderNo}</Link> },
          { title: '下达重量', cell: (o) => o.weight },
          { title: '运费', className: 'price', cell: (o) => o.total },
          { title: '派车单', cell: (o) => `${o.signedCount}/${o.waybillCount} 已签收` },
          { title: '已送达', cell: (o) => o.delivered },
          { title: '下达时间', cell: (o) => o.created },
        ]}
      />
    </section>
  );
}
