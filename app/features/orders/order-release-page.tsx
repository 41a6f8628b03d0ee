// The order release screens (/user/orderRelease, /user/youxuanOrderRelease,
// /user/orderControlRelease): the cargo form, whose publishing settings give way to the kind's
// carrier choice — a carrier it knows or finds by name (direct), the preferred pool (优选), or
// the actual carrier the platform entrusts (管控). The name search is a GET form of its own.
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { CapPage } from '#app/components/cap-page';
import type { releaseFormData } from '#app/features/orders/kinds.server';
import type { CargoFormReply } from '#app/features/market/cargo-form.server';
import { CargoForm } from '#app/features/market/cargo-form';
import { useShapeKey } from '#app/components/shaping';

const TEXT = {
  direct: { intro: '填写货物与装卸信息，直接下单给一家承运商：承运商收到待接单的企业订单，接单后派车。', carrier: '承运商', button: '发布订单' },
  preferred: { intro: '订单发布到平台的优选承运商池（平台评分达标的承运企业），第一个接单的优选承运商承运。', carrier: '', button: '发布优选订单' },
  control: {
    intro: '管控到网络货运：平台运营公司作为承运人与您签约，并委托实际承运人承运；实际承运人接单、派车。',
    carrier: '实际承运人',
    button: '发布管控订单',
  },
} as const;

function CarrierChoice({
  label,
  options,
  value,
  errors,
  optional,
}: {
  label: string;
  options: { value: string; label: string }[];
  value: string;
  errors?: string[];
  optional?: string;
}) {
  return (
    <div className="cap-field">
      <label htmlFor="release-carrier" className="cap-label">
        {label} {optional ? null : <span aria-hidden="true">*</span>}
      </label>
      <select
        id="release-carrier"
        name="carrierCompanyId"
        defaultValue={value}
        className="cap-select"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? 'release-carrier-error' : undefined}
      >
        <option value="">{optional ?? '请选择'}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {errors?.length ? (
        <p id="release-carrier-error" className="cap-error">
          {errors.join('；')}
        </p>
      ) : null}
    </div>
  );
}

export function OrderReleasePage({ path, title }: { path: string; title: string }) {
  const { values, regions, picks, kind, keyword, carriers } = useLoaderData<typeof releaseFormData>();
  const reply = useActionData<CargoFormReply>();
  const key = useShapeKey(reply?.values);
  const text = TEXT[kind];
  const sent = (reply?.result?.initialValue as Record<string, unknown> | undefined)?.carrierCompanyId;
  const shown = reply?.values ?? values;
  const chosen = typeof sent === 'string' ? sent : String(shown.carrierCompanyId ?? '');
  const settings =
    kind === 'preferred' ? (
      <p className="cargo-wide">承运方：平台优选承运商池（接单前显示为“优选承运商（待接单）”）。</p>
    ) : (
      <>
        {kind === 'control' ? <p className="cargo-wide">承运人（签约方）：平台运营公司；实际承运人负责接单与派车。</p> : null}
        <CarrierChoice
          label={text.carrier}
          options={carriers}
          value={chosen}
          errors={reply?.result?.error?.carrierCompanyId ?? undefined}
          optional={kind === 'control' ? '不指定，由平台指派' : undefined}
        />
      </>
    );
  return (
    <CapPage id="release-title" title={title}>
      <p className="muted">{text.intro}</p>
      {kind !== 'preferred' ? (
        <Form method="get" action={path} className="cap-filters" aria-label={`搜索${text.carrier}`}>
          <label className="cap-filter">
            <span>{text.carrier}名称</span>
            <input
              type="search"
              name="carrierKeyword"
              defaultValue={keyword}
              maxLength={30}
              className="cap-input"
              placeholder="输入企业名称搜索已认证承运企业"
            />
          </label>
          <button type="submit" className="btn btn-plain">
            搜索{text.carrier}
          </button>
          <span className="muted">
            常用承运商可在<Link to="/shipper/common/logistics">常用承运商</Link>中维护
          </span>
        </Form>
      ) : null}
      <CargoForm
        key={key}
        action={keyword ? `${path}?carrierKeyword=${encodeURIComponent(keyword)}` : path}
        values={shown}
        regions={reply?.regions ?? regions}
        picks={picks}
        lastResult={reply?.result}
        editing={null}
        release={{ label: text.button, settings }}
      />
    </CapPage>
  );
}
