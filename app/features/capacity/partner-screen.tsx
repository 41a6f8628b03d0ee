// The two partner lists of a shipper: 常用承运商 (/shipper/common/logistics) and 经纪人管理
// (/logistics/partnerManagement). Companies are added by exact name or credit code; the list shows
// their size (vehicles, lines) and contact; ?remove=id confirms a removal. The URL is the state.
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Button } from '@mantine-part/button';
import { Table } from '#app/ui/table';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { PARTNER_LABELS, chinaDateTime, frequentCarrierInput, type PartnerRelation } from '#contract/capacity/schemas';
import { DictBadge, Field, FilterText, listLinks, FilterButtons, FormErrors } from '#app/components/forms';
import { PageLinks } from '#app/components/page-links';
import type { FormReply } from '#app/utils/forms.server';

import type { partnerLoader } from '#app/features/capacity/partners.server';
import { AUTH_STATUS } from '#contract/dict-company';
import { ErrorSummary } from '#app/components/form-errors';

export const PARTNER_PATHS: Record<PartnerRelation, string> = { carrier: '/shipper/common/logistics', agent: '/logistics/partnerManagement' };

function AddPartner({ relation }: { relation: PartnerRelation }) {
  const reply = useActionData<FormReply>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `partner-${relation}`,
    lastResult: reply?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: frequentCarrierInput }),
  });
  return (
    <div className="cap-inline-form">
      <h2>添加{relation === 'agent' ? '合作经纪人' : '常用承运商'}</h2>
      <FormErrors errors={form.errors} />
      <Form method="post" action={PARTNER_PATHS[relation]} {...getFormProps(form)} className="cap-fieldset">
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        <Field meta={fields.company} label={PARTNER_LABELS[relation].what} required maxLength={50} placeholder="完整企业名称或统一社会信用代码" />
        <Field meta={fields.remark} label="备注" maxLength={100} placeholder="如 钢材干线、港口短倒" />
        <div className="cap-actions">
          <Button type="submit" name="intent" value="add" loading={navigation.state === 'submitting'}>
            添加
          </Button>
        </div>
      </Form>
    </div>
  );
}

export function PartnerScreen() {
  const { relation, query, page, remove } = useLoaderData<typeof partnerLoader>();
  const PATH = PARTNER_PATHS[relation];
  const title = PARTNER_LABELS[relation].title;
  const empty = relation === 'agent' ? '暂无合作经纪人' : '暂无常用承运商';
  const { filters, here } = listLinks(PATH, query);
  const withRemove = (id: number) => {
    const params = new URLSearchParams(filters);
    if (query.pageNumber > 1) params.set('pageNumber', String(query.pageNumber));
    params.set('remove', String(id));
    return `${PATH}?${params}`;
  };
  return (
    <section className="panel cap-page" aria-labelledby="frequent-title">
      <div className="cap-head">
        <h1 id="frequent-title" className="page-title">
          {title}
        </h1>
      </div>
      <AddPartner relation={relation} />
      {remove ? (
        <div className="cap-confirm" role="alertdialog" aria-labelledby="remove-title">
          <p id="remove-title">
            确定将「{remove.companyName}」从{relation === 'agent' ? '合作经纪人' : '常用承运商'}中移除吗？
          </p>
          <Form method="post" action={here} className="cap-actions">
            <AuthenticityTokenInput />
            <input type="hidden" name="id" value={remove.id} />
            <Button type="submit" name="intent" value="remove" color="red">
              确认移除
            </Button>
            <Button component={Link} to={here} variant="default">
              取消
            </Button>
          </Form>
        </div>
      ) : null}

      <Form method="get" action={PATH} className="cap-filters" aria-label={`筛选${title}`}>
        <FilterText name="keyword" label="关键字" value={query.keyword} placeholder="企业名称、信用代码或备注" maxLength={50} />
        <FilterButtons reset={PATH} />
      </Form>

      <Table striped className="cap-table" aria-label={`${title}列表`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>企业名称</Table.Th>
            <Table.Th>所在地</Table.Th>
            <Table.Th>联系人</Table.Th>
            <Table.Th>认证状态</Table.Th>
            <Table.Th>车辆数</Table.Th>
            <Table.Th>线路数</Table.Th>
            <Table.Th>备注</Table.Th>
            <Table.Th>添加时间</Table.Th>
            <Table.Th>操作</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.records.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={9} className="cap-empty">
                {empty}
              </Table.Td>
            </Table.Tr>
          ) : (
            page.records.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  <span className="cap-plate">{r.companyName}</span>
                  <span className="cap-sub">{r.creditCode}</span>
                </Table.Td>
                <Table.Td>{r.cityLabel}</Table.Td>
                <Table.Td>
                  {r.contactName}
                  <span className="cap-sub">{r.contactPhone}</span>
                </Table.Td>
                <Table.Td>
                  <DictBadge dict={AUTH_STATUS} value={r.authStatus} />
                </Table.Td>
                <Table.Td>{r.vehicleCount}</Table.Td>
                <Table.Td>{r.lineCount}</Table.Td>
                <Table.Td>{r.remark}</Table.Td>
                <Table.Td>{chinaDateTime(r.createdAt)}</Table.Td>
                <Table.Td className="cap-row-actions">
                  <Link to={withRemove(r.id)} aria-label={`移除 ${r.companyName}`}>
                    移除
                  </Link>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      <PageLinks total={page.total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </section>
  );
}
