// The cargo form (发布货源 / 新增货源): goods, one or more load and unload points with
// province/city/district selects, vehicles and price, publishing settings, and what to remember
// as frequent entries. Without JS, region lists and added/removed points come from the server
// (buttons that post a "shaping" intent); with JS a province or city choice posts that at once.
import { getInputProps, getTextareaProps, parse, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { getFormProps } from '@conform-to/react';
import { Form, useNavigation } from '@remix-run/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import type { ReactNode } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { z } from 'zod';
import { Button } from '#app/components/button';
import type { cargoInput, cargoPointInput } from '#contract/market/cargo';
import { MAX_POINTS } from '#contract/market/cargo-labels';
import { useLazySchema } from '#app/components/lazy-validation';
import { DIRECTION_OPTIONS } from '#contract/orders/direction';
import type { CargoRegions } from '#app/features/market/cargo-form.server';
import { ShapeButton } from '#app/components/shaping';
import { Field, SelectField } from '#app/components/forms';
import { dictOptions, type Option } from '#app/components/list-ui';
import { vehicleTypeOptions } from '#app/features/capacity/facts';
import { BID_METHOD, BUSINESS_TYPE, CHARGE_MODE, CHARGE_NODE, GOODS_TYPE, PAY_TYPE, PUBLISH_SCOPE, QUANTITY_UNIT } from '#contract/market/dict';
import { VEHICLE_LENGTH } from '#contract/capacity/dict';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { FreightEstimate } from './freight-estimate';
import { ConsigneeField } from './consignee-field';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Meta = FieldMetadata<any, any, string[]>;
type Picks = { addresses: Option[]; carriers: Option[] };
type CargoFields = z.input<typeof cargoInput>;
type PointMeta = FieldMetadata<z.input<typeof cargoPointInput>, CargoFields, string[]>;
const SUBMIT_INTENTS = ['draft', 'publish'];

const KIND_LABEL = { load: '装货地', unload: '卸货地' } as const;

/** The id of a point's fieldset: where a shaping post without JS returns the reader. */
const pointAnchor = (kind: 'load' | 'unload', index: number) => `${kind}-point-${index + 1}`;

function Check({ meta, label }: { meta: Meta; label: string }) {
  const { key: _key, ...props } = getInputProps(meta, { type: 'checkbox', ariaAttributes: false });
  return (
    <label className="cargo-check">
      <input key={meta.key} {...props} /> {label}
    </label>
  );
}

function PointFields({
  kind,
  index,
  meta,
  regions,
  provinces,
  addresses,
  count,
  action,
}: {
  action: string;
  kind: 'load' | 'unload';
  index: number;
  meta: PointMeta;
  regions: CargoRegions['load'][number] | undefined;
  provinces: Option[];
  addresses: Option[];
  count: number;
}) {
  const f = meta.getFieldset();
  const title = `${KIND_LABEL[kind]}${index + 1}`;
  const anchor = pointAnchor(kind, index);
  // The province's districts grouped by city spare a round trip without JS; with JS the city
  // choice fetches its own districts at once, and a district picked from the long list before that
  // answer came back would be lost with it.
  const hydrated = useHydrated();
  const districts = (regions?.districts ?? []).filter((d) => !hydrated || !d.group);
  // With JS a new province or city fetches its lists at once (the button does it without JS).
  const refresh = (e: React.ChangeEvent<HTMLDivElement>) => {
    const target = e.target as unknown as HTMLElement;
    if (!(target instanceof HTMLSelectElement) || !/\.(provinceCode|cityCode)$/.test(target.name)) return;
    const button = target.form?.querySelector<HTMLButtonElement>('button[value="refresh"]');
    if (button) target.form!.requestSubmit(button);
  };
  return (
    <fieldset id={anchor} className="cap-fieldset cargo-point" aria-label={title}>
      <legend>{title}</legend>
      <div onChange={refresh} className="cargo-regions">
        <SelectField meta={f.provinceCode} label={`${title} 省份`} options={provinces} required />
        <SelectField
          meta={f.cityCode}
          label={`${title} 城市`}
          options={regions?.cities ?? []}
          required
          empty={regions?.cities.length ? '请选择' : '先选省份'}
        />
        <SelectField meta={f.districtCode} label={`${title} 区县`} options={districts} empty={districts.length ? '请选择' : '先选城市'} />
        <ShapeButton intent="refresh" fallback returnTo={`${action}#${anchor}`}>
          更新城市区县
        </ShapeButton>
      </div>
      <Field meta={f.address} label={`${title} 详细地址`} required maxLength={100} />
      <Field meta={f.contactName} label={`${title} 联系人`} maxLength={20} />
      <Field meta={f.contactPhone} label={`${title} 联系电话`} type="tel" maxLength={24} />
      <Field meta={f.windowStart} label={`${title} 时间从`} type="datetime-local" picker />
      <Field meta={f.windowEnd} label={`${title} 时间至`} type="datetime-local" picker />
      <div className="cap-actions">
        {addresses.length ? (
          <>
            <label className="cap-filter">
              <span>常用地址</span>
              <select name={`${kind}Points[${index}].frequentAddress`} className="cap-select" defaultValue="" aria-label={`${title} 常用地址`}>
                <option value="">选择常用地址</option>
                {addresses.map((a) => (
                  <option key={a.value} value={a.value}>
                    {a.label}
                  </option>
                ))}
              </select>
            </label>
            <ShapeButton intent={`address:${kind}:${index}`} label={`${title} 填入常用地址`} returnTo={`${action}#${anchor}`}>
              填入
            </ShapeButton>
          </>
        ) : null}
        {count > 1 ? (
          <ShapeButton intent={`remove:${kind}:${index}`} label={`删除${title}`} returnTo={`${action}#${kind}-points`}>
            删除此地
          </ShapeButton>
        ) : null}
      </div>
    </fieldset>
  );
}

export function CargoForm({
  action,
  values,
  regions,
  picks,
  lastResult,
  editing,
  release,
}: {
  action: string;
  values: Record<string, unknown>;
  regions: CargoRegions;
  picks: Picks;
  lastResult?: SubmissionResult<string[]>;
  /** editing a published cargo: no draft button */
  editing: 'draft' | 'published' | null;
  /**
   * An order released from this form (/user/orderRelease and the other kinds): a plain order of
   * the whole cargo, so no business type or publishing scope; `settings` (the carrier choice)
   * takes their place and the one button says `label`.
   */
  release?: { label: string; settings: ReactNode };
}) {
  const navigation = useNavigation();
  const validate = useLazySchema(
    () => import('#contract/market/cargo'),
    (m) => m.cargoInput,
  );
  const [form, fields] = useForm<CargoFields>({
    id: 'cargo-form',
    lastResult,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    defaultValue: values as any,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData, submitter }) => {
      const intent = submitter && 'value' in submitter ? String((submitter as HTMLButtonElement).value) : 'publish';
      // Shaping posts (regions, points) go to the server as they are.
      if (SUBMIT_INTENTS.includes(intent)) return validate({ formData });
      return parse(formData, { resolve: (value) => ({ value }) }) as unknown as ReturnType<typeof validate>;
    },
  });
  const loads = fields.loadPoints.getFieldList();
  const unloads = fields.unloadPoints.getFieldList();
  const busy = navigation.state !== 'idle';
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="cap-form" aria-label="货源信息">
      <ErrorSummary form={form} />
      <AuthenticityTokenInput />
      {values.id ? <input type="hidden" name="id" value={String(values.id)} /> : null}
      {values.orderKind ? <input type="hidden" name="orderKind" value={String(values.orderKind)} /> : null}
      {values.lineId ? (
        <>
          <input type="hidden" name="lineId" value={String(values.lineId)} />
          <input type="hidden" name="lineCompanyName" value={String(values.lineCompanyName ?? '')} />
        </>
      ) : null}
      <FormErrors errors={form.errors} flush />
      <fieldset className="cap-fieldset">
        <legend>货物信息</legend>
        {release ? (
          <>
            <input type="hidden" name="businessType" value="1" />
            <input type="hidden" name="publishScope" value="public" />
          </>
        ) : (
          <SelectField meta={fields.businessType} label="业务类型" options={dictOptions(BUSINESS_TYPE)} required />
        )}
        <Field meta={fields.goodsName} label="货物名称" required maxLength={30} />
        <SelectField meta={fields.goodsType} label="货物类型" options={dictOptions(GOODS_TYPE)} required />
        <Field meta={fields.quantity} label="数量" required inputMode="numeric" maxLength={6} />
        <SelectField meta={fields.quantityUnit} label="数量单位" options={dictOptions(QUANTITY_UNIT)} required />
        <Field meta={fields.totalWeightT} label="总重量（吨）" required inputMode="decimal" maxLength={11} />
        <Field meta={fields.totalVolumeM3} label="总体积（立方米）" inputMode="decimal" maxLength={9} placeholder="选填" />
        <SelectField meta={fields.businessDirection} label="业务方向" options={DIRECTION_OPTIONS} required />
        <ConsigneeField meta={fields.consignee} />
      </fieldset>

      {(['load', 'unload'] as const).map((kind) => {
        const list = kind === 'load' ? loads : unloads;
        return (
          <section key={kind} id={`${kind}-points`} className="cargo-points" aria-label={`${KIND_LABEL[kind]}列表`}>
            {(kind === 'load' ? fields.loadPoints : fields.unloadPoints).errors?.length ? (
              <p className="cap-error">{(kind === 'load' ? fields.loadPoints : fields.unloadPoints).errors!.join('；')}</p>
            ) : null}
            {list.map((meta, i) => (
              <PointFields
                key={meta.key}
                kind={kind}
                index={i}
                meta={meta}
                regions={regions[kind][i]}
                provinces={regions.provinces}
                addresses={picks.addresses}
                count={list.length}
                action={action}
              />
            ))}
            {list.length < MAX_POINTS ? (
              <ShapeButton intent={`add:${kind}`} returnTo={`${action}#${pointAnchor(kind, list.length)}`}>{`添加${KIND_LABEL[kind]}`}</ShapeButton>
            ) : null}
          </section>
        );
      })}

      <fieldset className="cap-fieldset">
        <legend>车辆与运价</legend>
        <SelectField meta={fields.vehicleType} label="车辆类型" options={vehicleTypeOptions()} empty="不限" />
        <SelectField meta={fields.vehicleLength} label="车长" options={dictOptions(VEHICLE_LENGTH)} empty="不限" />
        <Field meta={fields.vehicleCount} label="车辆数" required inputMode="numeric" maxLength={3} />
        <SelectField
          meta={fields.priceMode}
          label="运价方式"
          options={[
            { value: 'unit', label: '单价（元/吨）' },
            { value: 'total', label: '总价（元）' },
          ]}
          required
        />
        <Field meta={fields.price} label="运价（元）" required inputMode="decimal" maxLength={10} />
        <SelectField meta={fields.payType} label="支付方式" options={dictOptions(PAY_TYPE)} required />
        <SelectField meta={fields.chargeMode} label="结算方式" options={dictOptions(CHARGE_MODE)} required />
        <SelectField meta={fields.chargeNode} label="计费节点" options={dictOptions(CHARGE_NODE)} required />
        <FreightEstimate
          action={action}
          chargeNodeLabel={dictOptions(CHARGE_NODE).find((o) => o.value === fields.chargeNode.value)?.label ?? ''}
          values={{
            priceMode: fields.priceMode.value,
            price: fields.price.value,
            totalWeightT: fields.totalWeightT.value,
            vehicleCount: fields.vehicleCount.value,
          }}
        />
      </fieldset>

      <fieldset className="cap-fieldset">
        <legend>{release ? '下单设置' : '发布设置'}</legend>
        {release ? (
          release.settings
        ) : (
          <>
            <Field meta={fields.deadline} label="截止时间" type="datetime-local" picker />
            <SelectField meta={fields.publishScope} label="发布范围" options={dictOptions(PUBLISH_SCOPE)} required />
            <SelectField meta={fields.bidMethod} label="竞价方式（竞价货源）" options={dictOptions(BID_METHOD)} />
            <Check meta={fields.autoConfirm} label="抢单自动确认（抢单货源）" />
            {values.lineId ? (
              <p className="cargo-wide">承运商：{String(values.lineCompanyName ?? '')}（线路下单，订单直接发给该线路的承运商）</p>
            ) : (
              <div className="cargo-designated" role="group" aria-labelledby="designated-title">
                <p id="designated-title" className="cap-label">
                  指定承运商（发布范围为指定承运商时）
                </p>
                {picks.carriers.length === 0 ? <p className="muted">暂无常用承运商，可在“常用承运商”中添加</p> : null}
                {picks.carriers.map((c) => (
                  <label key={c.value} className="cargo-check">
                    <input
                      type="checkbox"
                      name="designated"
                      value={c.value}
                      defaultChecked={((values.designated as string[] | undefined) ?? []).includes(c.value)}
                    />{' '}
                    {c.label}
                  </label>
                ))}
                {fields.designated.errors?.length ? <p className="cap-error">{fields.designated.errors.join('；')}</p> : null}
              </div>
            )}
          </>
        )}
        <div className="cap-field cargo-wide">
          <label htmlFor={fields.remark.id} className="cap-label">
            备注
          </label>
          <textarea
            {...getTextareaProps(fields.remark, { ariaAttributes: false })}
            key={fields.remark.key}
            maxLength={200}
            rows={3}
            className="cap-input"
            aria-invalid={fields.remark.errors ? true : undefined}
          />
          {fields.remark.errors?.length ? <p className="cap-error">{fields.remark.errors.join('；')}</p> : null}
        </div>
      </fieldset>

      <fieldset className="cap-fieldset">
        <legend>保存为常用</legend>
        <Check meta={fields.saveGoods} label="保存为常用货物" />
        <Check meta={fields.savePoints} label="保存地址和联系人为常用" />
        <Field meta={fields.templateName} label="保存为常用货运线路（名称）" maxLength={30} placeholder="选填" />
      </fieldset>

      <div className="cap-actions">
        {editing !== 'published' && !release ? (
          <Button type="submit" name="intent" value="draft" variant="default" loading={busy && navigation.formData?.get('intent') === 'draft'}>
            保存草稿
          </Button>
        ) : null}{' '}
        <Button type="submit" name="intent" value="publish" loading={busy && navigation.formData?.get('intent') === 'publish'}>
          {release ? release.label : editing === 'published' ? '保存修改' : '发布货源'}
        </Button>
      </div>
    </Form>
  );
}
