// One screen for each kind of frequent entry under my-center (常用货物 / 常用地址 / 常用联系人 /
// 常用货运线路): search, page links, an add form (templates are saved from the cargo form), use
// an entry to start a cargo, delete after a confirmation panel (?delete=id).
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { FREQUENT_LABELS, type FrequentKind } from '#contract/market/cargo-labels';
import { useLazySchema } from '#app/components/lazy-validation';
import type { frequentPageData } from '#app/features/market/frequents.server';
import { DeleteConfirm } from '#app/components/delete-confirm';
import { Field, SelectField } from '#app/components/forms';
import { FilterFold, dictOptions } from '#app/components/list-ui';
import { PageLinks } from '#app/components/page-links';
import { GOODS_TYPE, QUANTITY_UNIT } from '#contract/market/dict';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { FREQUENT_PATHS } from './frequent-paths';

type Data = Awaited<ReturnType<typeof frequentPageData>>;

function AddForm({ kind, path, cities }: { kind: Exclude<FrequentKind, 'template'>; path: string; cities: Data['cities'] }) {
  const reply = useActionData<{ result: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const validate = useLazySchema(
    () => import('#contract/market/cargo'),
    (m) => m.FREQUENT_FORMS[kind],
  );
  const [form, fields] = useForm<Record<string, string>>({
    id: `frequent-${kind}`,
    lastResult: reply?.result,
    defaultValue: kind === 'goods' ? { goodsType: 'steel', quantityUnit: 'ton' } : {},
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validate({ formData }),
  });
  return (
    <Form method="post" action={path} {...getFormProps(form)} className="cap-form" aria-label={`新增${FREQUENT_LABELS[kind]}`}>
      <ErrorSummary form={form} />
      <AuthenticityTokenInput />
      <FormErrors errors={form.errors} flush />
      <fieldset className="cap-fieldset">
        <legend>新增{FREQUENT_LABELS[kind]}</legend>
        {kind === 'goods' ? (
          <>
            <Field meta={fields.goodsName} label="货物名称" required maxLength={30} />
            <SelectField meta={fields.goodsType} label="货物类型" options={dictOptions(GOODS_TYPE)} required />
            <SelectField meta={fields.quantityUnit} label="数量单位" options={dictOptions(QUANTITY_UNIT)} required />
          </>
        ) : null}
        {kind === 'address' ? (
          <>
            <SelectField meta={fields.cityCode} label="城市" options={cities} required />
            <Field meta={fields.address} label="详细地址" required maxLength={100} />
          </>
        ) : null}
        {kind === 'address' || kind === 'contact' ? (
          <>
            <Field meta={fields.contactName} label="联系人" required={kind === 'contact'} maxLength={20} />
            <Field meta={fields.contactPhone} label="联系电话" required={kind === 'contact'} type="tel" maxLength={24} />
          </>
        ) : null}
      </fieldset>
      <div className="cap-actions">
        <Button type="submit" name="intent" value="add" loading={navigation.state === 'submitting'}>
          保存
        </Button>
      </div>
    </Form>
  );
}

/** The whole screen of one kind; each route module's default export renders it with its loader data. */
export function FrequentScreen({ kind }: { kind: FrequentKind }) {
  const { query, page, deleting, cities } = useLoaderData<typeof frequentPageData>();
  const path = FREQUENT_PATHS[kind];
  const back = query.keyword ? `${path}?keyword=${encodeURIComponent(query.keyword)}` : path;
  const withDelete = (id: number) => `${path}?${new URLSearchParams({ ...(query.keyword ? { keyword: query.keyword } : {}), delete: String(id) })}`;
  const use = (id: number) =>
    kind === 'template' ? `/sourceManage/release-source?template=${id}` : kind === 'goods' ? `/sourceManage/release-source?goods=${id}` : null;
  return (
    <CapPage id="frequent-title" title={FREQUENT_LABELS[kind]}>
      {deleting ? <DeleteConfirm action={back} id={deleting} what={`这条${FREQUENT_LABELS[kind]}`} cancel={back} /> : null}
      {kind === 'template' ? (
        <p className="muted">在发布货源时填写“保存为常用货运线路”即可新增；选用线路会带出货物与装卸地址。</p>
      ) : (
        <AddForm key={kind} kind={kind} path={back} cities={cities} />
      )}
      <Form method="get" action={path} className="filter-form" role="search" aria-label={`搜索${FREQUENT_LABELS[kind]}`}>
        <FilterFold>
          <label>
            关键字
            <input name="keyword" defaultValue={query.keyword} maxLength={30} />
          </label>
          <button type="submit" className="btn">
            查询
          </button>
          <Link to={path}>重置</Link>
        </FilterFold>
      </Form>
      {page.rows.length === 0 ? (
        <p className="muted">暂无{FREQUENT_LABELS[kind]}</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th>{FREQUENT_LABELS[kind]}</th>
              <th>添加时间</th>
              <th>操作</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((r) => (
              <tr key={r.id}>
                <td>{r.title}</td>
                <td>{r.createdAt}</td>
                <td className="row-actions">
                  {use(r.id) ? (
                    <Link to={use(r.id)!} aria-label={`用 ${r.title} 发布货源`}>
                      发布货源
                    </Link>
                  ) : null}
                  <Link to={withDelete(r.id)} aria-label={`删除 ${r.title}`}>
                    删除
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PageLinks total={page.total} pageNumber={page.pageNumber} pageSize={page.pageSize} />
    </CapPage>
  );
}
