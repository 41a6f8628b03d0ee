// /replace1 (spec 2 route guard): employee users (employeeNo) open the external flow-monitoring
// page; everyone else goes to the workbench. The menu shows it only with shipper identity 4.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { requireUser } from '#app/utils/auth.server';
import { appEnv } from '#app/utils/env.server';
import { flash } from '#app/utils/session.server';

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  if (!user.employeeNo) return redirect('/workbenck/workbenck');
  const target = appEnv().FLOW_MONITOR_URL;
  if (target) return redirect(target);
  return redirect('/workbenck/workbenck', {
    headers: await flash(args.request, { type: 'error', message: '流量监控平台地址未配置，请联系平台管理员' }),
  });
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
