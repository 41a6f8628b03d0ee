// /logistics/driverEdit — 新增/编辑司机 (?id= edits): name, mobile, ID card (GB 11643 checksum),
// driving licence number, class and expiry, qualification certificate (从业资格证) and the bound
// vehicle. A driver whose mobile belongs to a platform driver account is linked to it on save.
import { getFormProps } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Alert } from '#app/components/alert';
import { CapPage } from '#app/components/cap-page';
import type { DriverView } from '#contract/capacity/rows';
import { driverInput } from '#app/features/capacity/capacity-schemas.server';
import { Field, SelectField, FormErrors, FormActions } from '#app/components/forms';
import { dictOptions } from '#app/components/list-ui';
import { saveAndGoBack } from '#app/features/capacity/lists.server';
import { orgUnitOptions } from '#app/features/capacity/ui';
import { requireUser } from '#app/utils/auth.server';
import { api } from '#app/utils/api.server';
import { backTo, idParam, loadOwned } from '#app/utils/forms.server';
import { DRIVING_LICENCE_CLASS } from '#contract/capacity/dict';
import { ErrorSummary } from '#app/components/form-errors';
import { useActionForm } from '#app/components/lazy-validation';

const LIST = '/logistics/driver';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const hasId = new URL(args.request.url).searchParams.has('id');
  const [driver, vehicles, units] = await Promise.all([
    hasId ? loadOwned(args, api.capacity.driverById, idParam(args.request)) : null,
    api.capacity.vehicleOptions(args),
    api.capacity.orgUnitTree(args),
  ]);
  return { driver, vehicles, units, back: backTo(args.request, LIST) };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return saveAndGoBack(args, driverInput, api.capacity.driverSave, LIST, '司机信息已修改', '司机已添加');
}

function defaults(d: DriverView | null) {
  if (!d) return {};
  return {
    name: d.name,
    mobile: d.mobile,
    idCard: d.idCard,
    licenceNo: d.licenceNo,
    licenceClass: d.licenceClass,
    licenceExpiry: d.licenceExpiry,
    qualificationNo: d.qualificationNo,
    qualificationExpiry: d.qualificationExpiry,
    vehicleId: d.vehicleId === null ? '' : String(d.vehicleId),
    orgUnitId: d.orgUnitId === null ? '' : String(d.orgUnitId),
  };
}

export default function DriverEdit() {
  const { driver, vehicles, units, back } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [form, fields] = useActionForm(
    () => import('#contract/capacity/schemas'),
    (m) => m.driverInput,
    `driver-${driver?.id ?? 'new'}`,
    defaults(driver),
  );
  const action = `/logistics/driverEdit?${new URLSearchParams({ ...(driver ? { id: String(driver.id) } : {}), back })}`;
  return (
    <CapPage id="driver-edit-title" title={driver ? `编辑司机 ${driver.name}` : '新增司机'}>
      {driver?.reviewStatus === '2' ? (
        <Alert color="red" mb="md" role="note" title="资料审核未通过">
          驳回原因：{driver.reviewRemark || '未说明'}。请修改后保存，保存后重新进入审核。
        </Alert>
      ) : null}
      {driver ? (
        <Alert color={driver.hasAccount ? 'green' : 'gray'} mb="md" role="note">
          {driver.hasAccount ? '该司机已注册平台司机账号，可在司机端接单。' : '该手机号尚未注册平台司机账号。'}修改司机资料后需平台重新审核。
        </Alert>
      ) : null}
      <FormErrors errors={form.errors} />
      <Form method="post" action={action} {...getFormProps(form)} className="cap-form">
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        {driver ? <input type="hidden" name="id" value={driver.id} /> : null}
        <fieldset className="cap-fieldset">
          <legend>身份信息</legend>
          <Field meta={fields.name} label="司机姓名" required maxLength={20} placeholder="与身份证一致" />
          <Field meta={fields.mobile} label="手机号" required type="tel" maxLength={24} inputMode="tel" />
          <Field meta={fields.idCard} label="身份证号" required maxLength={24} placeholder="18位身份证号码" className="cap-upper" />
        </fieldset>
        <fieldset className="cap-fieldset">
          <legend>驾驶资质</legend>
          <Field meta={fields.licenceNo} label="驾驶证号" required maxLength={20} placeholder="一般与身份证号相同" className="cap-upper" />
          <SelectField meta={fields.licenceClass} label="准驾车型" options={dictOptions(DRIVING_LICENCE_CLASS)} required />
          <Field meta={fields.licenceExpiry} label="驾驶证有效期至" type="date" picker />
          <Field meta={fields.qualificationNo} label="从业资格证号" maxLength={20} placeholder="选填" />
          <Field meta={fields.qualificationExpiry} label="从业资格证有效期至" type="date" picker />
          <SelectField meta={fields.vehicleId} label="绑定车辆" options={vehicles.map((v) => ({ value: String(v.id), label: v.plateNo }))} empty="不绑定" />
          {units.length ? <SelectField meta={fields.orgUnitId} label="所属机构" options={orgUnitOptions(units)} empty="不指定" /> : null}
        </fieldset>
        <FormActions cancel={back} cancelLabel="返回" busy={navigation.state === 'submitting'} />
      </Form>
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
