// The publishing screen shared by /sourceManage/release-source and /user/goods/add: where the
// values come from (new, edit, copy, template, goods) and the form, remounted when a shaping post
// (regions, points) answers with new values.
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { CapPage } from '#app/components/cap-page';
import { CARGO_STATUS_LABELS } from '#contract/market/cargo-labels';
import type { cargoFormData, CargoFormReply } from '#app/features/market/cargo-form.server';
import { useShapeKey } from '#app/components/shaping';
import { CargoForm } from './cargo-form';

export function CargoPublishPage({ path, title }: { path: string; title: string }) {
  const { values, regions, picks, edit, copiedFrom } = useLoaderData<typeof cargoFormData>();
  const reply = useActionData<CargoFormReply>();
  const key = useShapeKey(reply?.values);
  // A template or goods pick is a GET of this page with new starting values: Conform keeps the
  // values of the mounted form, so the form remounts per query (client navigation keeps it mounted).
  const { search: query } = useLocation();
  const search = edit ? `?id=${edit.id}` : copiedFrom ? `?copy=${copiedFrom}` : '';
  const heading = edit ? `编辑货源（${CARGO_STATUS_LABELS[edit.status]}）` : copiedFrom ? '复制货源' : title;
  const quick = values.orderKind === 'quick';
  return (
    <CapPage id="release-title" title={heading}>
      {quick ? <p className="muted">填写货物与装卸信息，勾选指定承运商后下单：每个承运商收到一条待接单的企业订单。</p> : null}
      {edit?.taken ? <p className="cap-error">该货源已有人承接，不能再修改，可关闭或复制后重新发布。</p> : null}
      {!edit && (picks.templates.length || picks.goods.length) ? (
        <div className="cap-actions cargo-picks">
          {picks.templates.length ? (
            <Form method="get" action={path} className="cap-actions" aria-label="从常用货运线路填入">
              <select name="template" aria-label="常用货运线路" className="cap-select" defaultValue="">
                <option value="">选择常用货运线路</option>
                {picks.templates.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </select>
              <button type="submit" className="btn btn-plain">
                按线路填写
              </button>
            </Form>
          ) : null}
          {picks.goods.length ? (
            <Form method="get" action={path} className="cap-actions" aria-label="从常用货物填入">
              <select name="goods" aria-label="常用货物" className="cap-select" defaultValue="">
                <option value="">选择常用货物</option>
                {picks.goods.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </select>
              <button type="submit" className="btn btn-plain">
                填入货物
              </button>
            </Form>
          ) : null}
          <Link to="/user/goods-list">复制已发布的货源</Link>
        </div>
      ) : null}
      <CargoForm
        key={`${query}#${key}`}
        action={`${path}${search}`}
        values={reply?.values ?? values}
        regions={reply?.regions ?? regions}
        picks={picks}
        lastResult={reply?.result}
        editing={edit ? (edit.status === 'published' ? 'published' : 'draft') : null}
      />
    </CapPage>
  );
}
