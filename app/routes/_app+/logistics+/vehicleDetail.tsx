// /logistics/vehicleDetail?id= — 车辆详情: one vehicle of the company with its papers and their
// expiry warnings; links to edit and delete (the confirmation lives on the list).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Alert } from '#app/components/alert';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { DictBadge, Facts } from '#app/components/list-ui';
import { ExpiryCell } from '#app/features/capacity/ui';
import { vehicleFacts } from '#app/features/capacity/facts';
import { requireUser } from '#app/utils/auth.server';
import { api } from '#app/utils/api.server';
import { idParam, loadOwned } from '#app/utils/forms.server';
import { REVIEW_STATUS } from '#contract/company/dictionaries';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return { vehicle: await loadOwned(args, api.capacity.vehicleById, idParam(args.request)) };
}

export default function VehicleDetail() {
  const { vehicle: v } = useLoaderData<typeof loader>();
  return (
    <CapPage
      id="vehicle-detail-title"
      title={<>车辆详情 {v.plateNo}</>}
      beside={
        <div className="cap-actions">
          <Button component={Link} to={`/logistics/vehicleEdit?id=${v.id}`}>
            编辑
          </Button>
          <Button component={Link} to={`/logistics/vehicle?delete=${v.id}`} color="red" variant="light">
            删除
          </Button>
          <Button component={Link} to="/logistics/vehicle" variant="default">
            返回列表
          </Button>
        </div>
      }
    >
      <p className="cap-status">
        审核状态：
        <DictBadge dict={REVIEW_STATUS} value={v.reviewStatus} /> 证件状态：
        <ExpiryCell expiry={v.expiry} warnings={v.warnings} />
      </p>
      {v.reviewStatus === '2' ? (
        <Alert color="red" mb="md" role="note" title="资料审核未通过">
          驳回原因：{v.reviewRemark || '未说明'}。请修改车辆资料后保存，保存后重新进入审核。
        </Alert>
      ) : null}
      <Facts facts={vehicleFacts(v)} />
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
