// An agent's order on the order detail screen: the agent appoints a carrier (a native select of its
// frequent carriers and certified carrier companies); the appointed carrier confirms or declines
// with a reason. Plain forms (work without JS), Conform validation with JS.
import { getFormProps } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import type { AppointOption } from '#contract/orders/agent';
import { FormErrors, SelectField } from '#app/components/forms';
import { ErrorSummary } from '#app/components/form-errors';
import { useActionForm } from '#app/components/lazy-validation';
import { OrderReasonForm } from './order-reason-form';

const loadAgent = () => import('#contract/orders/agent');

function AppointForm({ orderId, carriers }: { orderId: number; carriers: AppointOption[] }) {
  const [form, fields] = useActionForm(loadAgent, (m) => m.appointBody, 'appoint-order');
  const options = carriers.map((c) => ({ value: String(c.companyId), label: c.name, group: c.frequent ? '常用承运商' : '认证承运企业' }));
  return (
    <Form method="post" {...getFormProps(form)} className="cap-inline-form" aria-label="指派承运商">
      <ErrorSummary form={form} />
      <AuthenticityTokenInput />
      <input type="hidden" name="orderId" value={orderId} />
      <FormErrors errors={form.errors} />
      <SelectField meta={fields.carrierCompanyId} label="指派承运商" options={options} required empty="请选择承运商" />
      <Button type="submit" name="intent" value="appoint">
        指派
      </Button>
    </Form>
  );
}

function DeclineForm({ orderId }: { orderId: number }) {
  return (
    <OrderReasonForm
      id="decline-appoint"
      orderId={orderId}
      loadSchema={() => loadAgent().then((m) => m.declineAppointBody)}
      intent="declineAppoint"
      title="拒绝指派"
      reasonLabel="拒绝原因"
    />
  );
}

/** The agent-order moves the caller may make now (nothing when there are none). */
export function AgentOrderActions({ orderId, actions, carriers }: { orderId: number; actions: readonly string[]; carriers: AppointOption[] }) {
  return (
    <>
      {actions.includes('appoint') ? <AppointForm orderId={orderId} carriers={carriers} /> : null}
      {actions.includes('confirmAppoint') ? (
        <Form method="post" className="inline-form" aria-label="确认指派">
          <AuthenticityTokenInput />
          <Button type="submit" name="intent" value="confirmAppoint">
            确认承运
          </Button>
        </Form>
      ) : null}
      {actions.includes('declineAppoint') ? <DeclineForm orderId={orderId} /> : null}
    </>
  );
}
