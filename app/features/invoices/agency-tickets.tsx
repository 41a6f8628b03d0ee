// 发票管理 for individual payees (/user/ticketManage): tabs in the URL — the paid waybills with their
// 代开 status (GET filters, export, tick boxes in a POST form that applies), the 代开 records per
// period (?tab=records: applications and operations' per-period invoices, by status and period), and the 代开 agreement
// (its text and the form that makes it as an e-contract to sign on its page, the signed contract, or an
// acceptance recorded before decision 037 read-only); ?id= shows one record.
// Everything posts plain forms with the CSRF token; no form library is loaded.
import { Form, Link, useActionData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { AGENCY_STATUS_LABELS, AGENCY_STATUSES, WAYBILL_AGENCY_LABELS, WAYBILL_AGENCY_STATUSES } from '#contract/invoices/agency-labels';
import { Alert } from '#app/components/alert';
import { Button } from '#app/components/button';
import { DateFilter } from '#app/components/date-filter';
import { FormErrors } from '#app/components/form-errors';
import { HiddenText } from '#app/components/hidden-text';
import { Facts, FilterButtons, FilterFold, FilterSelect, FilterText, ListTable, listLinks, UrlTabs, type Column } from '#app/components/list-base';
import { PageLinks } from '#app/components/page-links';
import type { FormReply } from '#app/utils/forms.server';
import type { agencyDetailData, AgencyRowView, AgencyWaybillView, ticketManageData } from './agency.server';
import { HistoryTable, StatusAndReason, WaybillLines } from './elements';
import { ListExportForm } from './list-export';
import { AGENCY_PATHS } from './paths';

type Data = Awaited<ReturnType<typeof ticketManageData>>;

const STATUS_OPTIONS = WAYBILL_AGENCY_STATUSES.map((value) => ({ value, label: WAYBILL_AGENCY_LABELS[value] }));
const RECORD_STATUS_OPTIONS = AGENCY_STATUSES.map((value) => ({ value, label: AGENCY_STATUS_LABELS[value] }));
const path = AGENCY_PATHS.tickets;

function formErrors(reply: FormReply | undefined) {
  return reply?.result?.error ? Object.values(reply.result.error).flatMap((m) => m ?? []) : undefined;
}

/** The agreement's text as accepted: its lines as paragraphs (it wraps at any width). */
function AgreementText({ text }: { text: string }) {
  return (
    <div className="agency-agreement">
      {text.split('\n').map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </div>
  );
}

function AgreementTab({ agreement }: { agreement: Data['agreement'] }) {
  const reply = useActionData<FormReply>();
  const c = agreement.contract;
  if (c && c.status === 'COMPLETE') {
    return (
      <section aria-labelledby="agreement-title">
        <h2 id="agreement-title">代开发票委托协议（已签署）</h2>
        <Facts
          facts={[
            ['协议编号', c.contractNo],
            ['签署时间', c.signed ?? ''],
            ['有效期至', c.termEnd],
          ]}
        />
        <p className="cap-actions">
          <Link to={c.href}>查看代开协议</Link>
          {c.sealedHref ? <a href={c.sealedHref}>下载已签署的代开协议</a> : null}
          <Link to={c.verifyHref}>核验协议</Link>
        </p>
      </section>
    );
  }
  if (c && c.signHref) {
    return (
      <section aria-labelledby="agreement-title">
        <h2 id="agreement-title">代开发票委托协议（待签署）</h2>
        <p>
          协议 {c.contractNo} 已生成，请核对条款后<Link to={c.signHref}>签署代开协议</Link>。
        </p>
      </section>
    );
  }
  if (agreement.legacy) {
    const s = agreement.legacy;
    return (
      <section aria-labelledby="agreement-title">
        <h2 id="agreement-title">代开发票委托协议（已签署）</h2>
        <p className="muted">您此前以勾选确认的方式签署了本协议，该签署记录继续有效。</p>
        <Facts
          facts={[
            ['签署人', s.signerName],
            ['签署时间', s.at],
            ['协议版本', s.version],
            ['文本摘要（SHA-256）', s.sha256],
          ]}
        />
        <AgreementText text={s.text} />
      </section>
    );
  }
  return (
    <section aria-labelledby="agreement-title">
      <h2 id="agreement-title">代开发票委托协议</h2>
      <p className="muted">
        平台为您代开发票前，请阅读并签署本协议。协议以电子合同签署：生成后核对条款，输入登录密码或短信验证码签署，平台加盖电子签章，可凭协议编号核验。
      </p>
      {c ? <p className="muted">{`您上一份代开协议 ${c.contractNo} ${c.statusLabel}，请重新签署。`}</p> : null}
      <AgreementText text={agreement.text} />
      <Form method="post" action={`${path}?tab=agreement`} className="cap-inline-form" aria-label="签署代开发票委托协议">
        <AuthenticityTokenInput />
        <FormErrors errors={formErrors(reply)} />
        <label>
          <input type="checkbox" name="accept" value="on" required /> 我已阅读并同意《代开发票委托协议》
        </label>
        <div className="cap-actions">
          <Button type="submit" name="intent" value="sign">
            生成协议并签署
          </Button>
        </div>
      </Form>
    </section>
  );
}

function WaybillsTab({ data }: { data: Data }) {
  const reply = useActionData<FormReply>();
  const { query, rows, total, agreement } = data;
  const { filters } = listLinks(path, query);
  const signed = agreement.valid;
  const columns: Column<AgencyWaybillView>[] = [
    {
      title: '勾选',
      hiddenTitle: true,
      cell: (w) =>
        signed && w.applicable ? (
          <input type="checkbox" name="waybillId" value={w.waybillId} form="agency-apply" aria-label={`申请代开 ${w.waybillNo}`} />
        ) : null,
    },
    { title: '派车单号', cell: (w) => w.waybillNo },
    { title: '结算单号', cell: (w) => w.billNo },
    { title: '起运地', cell: (w) => w.origin },
    { title: '到达地', cell: (w) => w.destination },
    { title: '车牌号', cell: (w) => w.plateNo },
    { title: '货物名称', cell: (w) => w.goodsName },
    { title: '签收时间', cell: (w) => w.signed },
    { title: '已收运费', className: 'price', cell: (w) => w.paid },
    { title: '代开状态', cell: (w) => <span className="cap-status">{w.statusLabel}</span> },
    { title: '发票号码', cell: (w) => w.invoiceNo ?? '' },
    {
      title: '操作',
      className: 'cap-row-actions',
      cell: (w) =>
        w.applicationId ? (
          <Link to={`${path}?id=${w.applicationId}`}>
            代开申请<HiddenText>{` ${w.waybillNo}`}</HiddenText>
          </Link>
        ) : null,
    },
  ];
  return (
    <>
      {signed ? null : (
        <Alert color="orange" mb="md" role="note" title="尚未签署代开协议">
          申请代开前请先<Link to={`${path}?tab=agreement`}>签署代开发票委托协议</Link>。
        </Alert>
      )}
      <p className="muted">已收款的派车单可申请由平台向税务机关代开增值税发票，按征收率 {data.rateLabel} 计税；同一派车单在代开中或已代开时不能再次申请。</p>
      <Form method="get" action={path} className="cap-filters" aria-label="筛选派车单">
        <FilterFold>
          <FilterSelect name="status" label="代开状态" value={query.status} options={STATUS_OPTIONS} />
          <FilterText name="waybillNo" label="派车单号" value={query.waybillNo} maxLength={30} />
          <FilterText name="billNo" label="结算单号" value={query.billNo} maxLength={30} />
          <DateFilter name="signedFrom" label="签收日期从" defaultValue={query.signedFrom} />
          <DateFilter name="signedTo" label="签收日期至" defaultValue={query.signedTo} />
          {query.pageSize !== 20 ? <input type="hidden" name="pageSize" value={query.pageSize} /> : null}
          <FilterButtons reset={path} />
        </FilterFold>
      </Form>
      <Form method="post" action={path} id="agency-apply" aria-label="申请代开所选派车单" className="cap-actions">
        <AuthenticityTokenInput />
        <FormErrors errors={formErrors(reply)} />
        <Button type="submit" name="intent" value="apply" disabled={!signed || !rows.some((r) => r.applicable)}>
          申请代开
        </Button>
      </Form>
      <ListExportForm action={AGENCY_PATHS.export} label="导出代开派车单" filters={filters} />
      <ListTable label="已收款的派车单" empty="暂无已收款的派车单" rowKey={(w) => w.waybillId} rows={rows} columns={columns} />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </>
  );
}

/** The payee's 代开 records: their applications and the invoices operations recorded per period, filtered by status and period. */
function RecordsTab({ data }: { data: Data }) {
  const { query, rows, total } = data.records;
  const columns: Column<AgencyRowView>[] = [
    { title: '记录编号', cell: (r) => <Link to={`${path}?id=${r.id}`}>{r.applyNo}</Link> },
    { title: '代开期间', cell: (r) => r.period || `申请于 ${r.created}` },
    { title: '派车单数', cell: (r) => r.waybillCount },
    { title: '价税合计', className: 'price', cell: (r) => r.amount },
    { title: '税额', className: 'price', cell: (r) => `${r.tax}（${r.rate}）` },
    { title: '状态', cell: (r) => <span className="cap-status">{r.statusLabel}</span> },
    { title: '发票号码', cell: (r) => r.invoiceNo ?? '' },
    { title: '红字确认单编号', cell: (r) => r.redConfirmationNo ?? '' },
  ];
  return (
    <>
      <p className="muted">平台按期间为您向税务机关代开的发票，以及您提交的代开申请。已红冲的发票所含派车单可重新代开。</p>
      <Form method="get" action={path} className="cap-filters" aria-label="筛选代开记录">
        <input type="hidden" name="tab" value="records" />
        <FilterFold>
          <FilterSelect name="status" label="状态" value={query.status} options={RECORD_STATUS_OPTIONS} />
          <DateFilter name="from" label="期间从" defaultValue={query.from} />
          <DateFilter name="to" label="期间至" defaultValue={query.to} />
          {query.pageSize !== 20 ? <input type="hidden" name="pageSize" value={query.pageSize} /> : null}
          <FilterButtons reset={`${path}?tab=records`} />
        </FilterFold>
      </Form>
      <ListTable label="代开记录" empty="暂无代开记录" rowKey={(r) => r.id} rows={rows} columns={columns} />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </>
  );
}

export function TicketManage(data: Data) {
  return (
    <section className="panel cap-page" aria-labelledby="ticket-manage-title">
      <div className="cap-head">
        <h1 id="ticket-manage-title" className="page-title">
          发票管理
        </h1>
      </div>
      <UrlTabs
        label="发票管理"
        current={data.tab}
        tabs={[
          { key: 'waybills', title: '代开派车单', href: path },
          { key: 'records', title: '代开记录', href: `${path}?tab=records` },
          { key: 'agreement', title: '代开协议', href: `${path}?tab=agreement` },
        ]}
      />
      {data.tab === 'agreement' ? (
        <AgreementTab agreement={data.agreement} />
      ) : data.tab === 'records' ? (
        <RecordsTab data={data} />
      ) : (
        <WaybillsTab data={data} />
      )}
    </section>
  );
}

type Detail = Awaited<ReturnType<typeof agencyDetailData>>['application'];

/** One application's facts, waybills and history: the payee's page and operations' detail both show them. */
export function AgencyApplicationFacts({ a }: { a: Detail }) {
  return (
    <>
      <StatusAndReason statusLabel={a.statusLabel} refuseReason={a.refuseReason} />
      <Facts
        facts={[
          ['申请编号', a.applyNo],
          ...(a.period ? ([['代开期间', a.period]] as Array<[string, string]>) : []),
          ['代开对象', a.driverName],
          ['纳税人识别号（身份证号）', a.driverTaxNo],
          ['价税合计', a.amount],
          ['征收率', a.rate],
          ['税额', a.tax],
          ['派车单数', String(a.waybillCount)],
          ['申请时间', a.created],
          ['代开协议', a.agreementVersion],
          ...(a.invoiceNo ? ([['发票号码', a.invoiceNo]] as Array<[string, string]>) : []),
          ...(a.issuedOn ? ([['开票日期', a.issuedOn]] as Array<[string, string]>) : []),
          ...(a.redConfirmationNo ? ([['红字确认单编号', a.redConfirmationNo]] as Array<[string, string]>) : []),
        ]}
      />
      {a.fileHref ? (
        <p>
          <a href={a.fileHref} download>
            下载代开发票文件
          </a>
        </p>
      ) : null}
      <WaybillLines label="代开派车单" amountTitle="代开金额" lines={a.lines} />
      <HistoryTable rows={a.history} />
    </>
  );
}

export function TicketApplication({ application: a }: { application: Detail }) {
  return (
    <section className="panel cap-page" aria-labelledby="ticket-application-title">
      <div className="cap-head">
        <h1 id="ticket-application-title" className="page-title">
          代开申请 {a.applyNo}
        </h1>
        <div className="cap-actions">
          <Button component={Link} to={path} variant="default">
            返回列表
          </Button>
        </div>
      </div>
      <AgencyApplicationFacts a={a} />
    </section>
  );
}
