// /logistics/vehicleEdit — 新增/编辑车辆 (?id= edits): plate (incl. new-energy plates and their
// colour), type and length from the dictionaries, approved load and volume, driving-licence
// (行驶证) data, road transport permit and insurance. Works without JS; with JS Conform
// validates on blur with the same contract schema the platform applies.
import { getFormProps } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Alert } from '#app/components/alert';
import { CapPage } from '#app/components/cap-page';
import type { VehicleView } from '#contract/capacity/rows';
import { vehicleInput } from '#app/features/capacity/capacity-schemas.server';
import { Field, SelectField, FormErrors, FormActions } from '#app/components/forms';
import { dictOptions } from '#app/components/list-ui';
import { saveAndGoBack } from '#app/features/capacity/lists.server';
import { orgUnitOptions } from '#app/features/capacity/ui';
import { vehicleTypeOptions } from '#app/features/capacity/facts';
import { requireUser } from '#app/utils/auth.server';
import { api } from '#app/utils/api.server';
import { backTo, idParam, loadOwned } from '#app/utils/forms.server';
import { PLATE_COLOR, VEHICLE_LENGTH } from '#contract/capacity/dict';
import { ErrorSummary } from '#app/components/form-errors';
import { useActionForm } from '#app/components/lazy-validation';

const LIST = '/logistics/vehicle';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const id = idParam(args.request);
  const hasId = new URL(args.request.url).searchParams.has('id');
  const [vehicle, units] = await Promise.all([hasId ? loadOwned(args, api.capacity.vehicleById, id) : null, api.capacity.orgUnitTree(args)]);
  return { vehicle, units, back: backTo(args.request, LIST) };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return saveAndGoBack(args, vehicleInput, api.capacity.vehicleSave, LIST, '车辆信息已修改', '车辆已添加');
}

function defaults(v: VehicleView | null) {
  if (!v) return { plateColor: '2' };
  return {
    id: String(v.id),
    plateNo: v.plateNo,
    plateColor: v.plateColor,
    vehicleType: v.vehicleType,
    vehicleLength: v.vehicleLength,
    loadKg: String(v.loadKg),
    volumeM3: v.volumeM3 === null ? '' : String(v.volumeM3),
    ownerName: v.ownerName,
    vin: v.vin,
    useNature: v.useNature,
    licenceRegisterDate: v.licenceRegisterDate,
    licenceInspectionExpiry: v.licenceInspectionExpiry,
    transportPermitNo: v.transportPermitNo,
    transportPermitExpiry: v.transportPermitExpiry,
    insuranceExpiry: v.insuranceExpiry,
    orgUnitId: v.orgUnitId === null ? '' : String(v.orgUnitId),
  };
}

export default function VehicleEdit() {
  const { vehicle, units, back } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [form, fields] = useActionForm(
    () => import('#contract/capacity/schemas'),
    (m) => m.vehicleInput,
    `vehicle-${vehicle?.id ?? 'new'}`,
    defaults(vehicle),
  );
  const title = vehicle ? `编辑车辆 ${vehicle.plateNo}` : '新增车辆';
  const action = `/logistics/vehicleEdit?${new URLSearchParams({ ...(vehicle ? { id: String(vehicle.id) } : {}), back })}`;
  return (
    <CapPage id="vehicle-edit-title" title={title}>
      {vehicle ? (
        <Alert color="blue" mb="md" role="note">
          修改车辆资料后需平台重新审核。
        </Alert>
      ) : null}
      <FormErrors errors={form.errors} />
      <Form method="post" action={action} {...getFormProps(form)} className="cap-form">
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        {vehicle ? <input type="hidden" name="id" value={vehicle.id} /> : null}
        <fieldset className="cap-fieldset">
          <legend>车辆信息</legend>
          <Field meta={fields.plateNo} label="车牌号" required placeholder="如 冀B12345、津AD12345" maxLength={12} className="cap-upper" />
          <SelectField meta={fields.plateColor} label="车牌颜色" options={dictOptions(PLATE_COLOR)} required />
          <SelectField meta={fields.vehicleType} label="车辆类型" options={vehicleTypeOptions()} required />
          <SelectField meta={fields.vehicleLength} label="车长" options={dictOptions(VEHICLE_LENGTH)} required />
          <Field meta={fields.loadKg} label="核定载质量（千克）" required inputMode="numeric" maxLength={6} placeholder="如 32000" />
          <Field meta={fields.volumeM3} label="容积（立方米）" inputMode="numeric" maxLength={3} placeholder="选填" />
          <Field meta={fields.ownerName} label="车辆所有人" required maxLength={50} placeholder="与行驶证一致" />
        </fieldset>
        <fieldset className="cap-fieldset">
          <legend>行驶证</legend>
          <Field meta={fields.vin} label="车辆识别代号（VIN）" maxLength={17} placeholder="17位，选填" className="cap-upper" />
          <Field meta={fields.useNature} label="使用性质" maxLength={20} placeholder="如 货运" />
          <Field meta={fields.licenceRegisterDate} label="注册日期" type="date" picker />
          <Field meta={fields.licenceInspectionExpiry} label="检验有效期至" type="date" picker />
        </fieldset>
        <fieldset className="cap-fieldset">
          <legend>道路运输证与保险</legend>
          <Field meta={fields.transportPermitNo} label="道路运输证号" maxLength={20} placeholder="选填" />
          <Field meta={fields.transportPermitExpiry} label="道路运输证有效期至" type="date" picker />
          <Field meta={fields.insuranceExpiry} label="保险有效期至" type="date" picker />
        </fieldset>
        {units.length ? (
          <fieldset className="cap-fieldset">
            <legend>归属</legend>
            <SelectField meta={fields.orgUnitId} label="所属机构" options={orgUnitOptions(units)} empty="不指定" />
          </fieldset>
        ) : null}
        <FormActions cancel={back} cancelLabel="返回" busy={navigation.state === 'submitting'} />
      </Form>
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
