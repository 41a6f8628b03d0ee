// The carrier's route form (/user/routeEdit): a name, ordered load and unload stops with their
// regions (refreshed by a shaping post without JS) and usual tonnes, and a default vehicle and driver.
import { getFormProps, useForm } from '@conform-to/react';
import { Form, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { z } from 'zod';
import { Alert } from '#app/components/alert';
import type { routeInput } from '#contract/orders/multi';
import { MAX_ROUTE_STOPS } from '#contract/orders/route-limits';
import type { RouteFormValues } from '#app/features/orders/multi.server';
import type { Reply } from '#app/features/orders/orders.server';
import { Field, SelectField, FormActions } from '#app/components/forms';
import { type Option } from '#app/components/list-ui';
import { ShapeButton } from '#app/components/shaping';
import { ErrorSummary } from '#app/components/form-errors';
import { useLazySchema } from '#app/components/lazy-validation';

type Regions = { provinces: Option[]; cities: Option[][] };

export function RouteForm({
  values,
  regions,
  vehicles,
  drivers,
  lastResult,
}: {
  values: RouteFormValues;
  regions: Regions;
  vehicles: Option[];
  drivers: Option[];
  lastResult?: Reply['result'];
}) {
  const navigation = useNavigation();
  // The schemas (zod) load after hydration; a shaping button (add, remove, refresh) posts unchecked.
  const onValidate = useLazySchema(
    () => import('./route-validate'),
    (m, _formData, submitter) => {
      const intent = submitter && 'value' in submitter ? String(submitter.value) : 'save';
      return intent === 'save' ? m.routeInput : m.anything;
    },
  );
  const [form, fields] = useForm<z.input<typeof routeInput>>({
    id: 'route-form',
    lastResult,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    defaultValue: values as any,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate,
  });
  const stops = fields.stops.getFieldList();
  // With JS a province choice fetches its cities at once (the button does it without JS).
  const refresh = (e: React.ChangeEvent<HTMLDivElement>) => {
    const target = e.target as unknown as HTMLElement;
    if (!(target instanceof HTMLSelectElement) || !/\.provinceCode$/.test(target.name)) return;
    const button = target.form?.querySelector<HTMLButtonElement>('button[value="refresh"]');
    if (button) target.form!.requestSubmit(button);
  };
  return (
    <Form method="post" {...getFormProps(form)} className="cap-form" aria-label="路线信息">
      <ErrorSummary form={form} />
      <AuthenticityTokenInput />
      {values.id ? <input type="hidden" name="id" value={values.id} /> : null}
      {form.errors?.length || fields.stops.errors?.length ? (
        <Alert color="red" role="alert">
          {[...(form.errors ?? []), ...(fields.stops.errors ?? [])].join('；')}
        </Alert>
      ) : null}
      <Field meta={fields.name} label="路线名称" required maxLength={30} placeholder="如 唐山两厂—天津两库" />
      {stops.map((meta, i) => {
        const f = meta.getFieldset();
        const title = `站点${i + 1}`;
        return (
          <fieldset key={meta.key ?? i} className="cap-fieldset cargo-point" aria-label={title}>
            <legend>{title}</legend>
            <SelectField
              meta={f.kind}
              label={`${title} 类型`}
              options={[
                { value: 'load', label: '装货' },
                { value: 'unload', label: '卸货' },
              ]}
              required
            />
            <div onChange={refresh} className="cargo-regions">
              <SelectField meta={f.provinceCode} label={`${title} 省份`} options={regions.provinces} required />
              <SelectField
                meta={f.cityCode}
                label={`${title} 城市`}
                options={regions.cities[i] ?? []}
                required
                empty={regions.cities[i]?.length ? '请选择' : '先选省份'}
              />
              <ShapeButton intent="refresh" fallback>
                更新城市
              </ShapeButton>
            </div>
            <Field meta={f.address} label={`${title} 详细地址`} required maxLength={100} />
            <Field meta={f.contactName} label={`${title} 联系人`} maxLength={20} />
            <Field meta={f.contactPhone} label={`${title} 联系电话`} type="tel" maxLength={24} />
            <Field meta={f.planned} label={`${title} 常用计划重量（吨）`} inputMode="decimal" maxLength={9} placeholder="选填" />
            {stops.length > 2 ? (
              <ShapeButton intent={`remove:${i}`} label={`删除${title}`}>
                删除此站
              </ShapeButton>
            ) : null}
          </fieldset>
        );
      })}
      {stops.length < MAX_ROUTE_STOPS ? <ShapeButton intent="add">添加站点</ShapeButton> : null}
      <SelectField meta={fields.defaultVehicleId} label="默认车辆" options={vehicles} empty="不指定" />
      <SelectField meta={fields.defaultDriverId} label="默认司机" options={drivers} empty="不指定" />
      <Field meta={fields.remark} label="备注" maxLength={200} />
      <FormActions
        cancel="/user/myRoute"
        cancelLabel="返回"
        intent="save"
        busy={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save'}
      />
    </Form>
  );
}
