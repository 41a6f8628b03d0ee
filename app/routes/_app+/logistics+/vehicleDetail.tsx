// /logistics/vehicleDetail?id= — 车辆详情: one vehicle of the company with its papers and their
// expiry warnings; links to edit and delete (the confirmation lives on the list).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Button } from '@mantine-part/button';
import { Link, useLoaderData } from '@remix-run/react';
import { Fragment } from 'react';
import { chinaDateTime, type VehicleView } from '../../../../platform/contract/capacity';
import { dictLabel } from '../../../../platform/contract/dictionaries';
import { DictBadge, ExpiryCell } from '~/components/capacity-ui';
import { requireUser } from '~/utils/auth.server';
import { idParam, loadOwned } from '~/utils/capacity.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return { vehicle: await loadOwned<VehicleView>(args, '/vehicle/getById', idParam(args.request)) };
}

export default function VehicleDetail() {
  const { vehicle: v } = useLoaderData<typeof loader>();
  const facts: Array<[string, string]> = [
    ['车牌号', v.plateNo],
    ['车牌颜色', dictLabel('plate_color', v.plateColor)],
    ['车辆类型', `${dictLabel('vehicle_type', v.vehicleType)}（${v.vehicleType}）`],
    ['车长', dictLabel('vehicle_length', v.vehicleLength) || v.vehicleLength],
    ['核定载质量', `${v.loadKg} 千克`],
    ['容积', v.volumeM3 === null ? '—' : `${v.volumeM3} 立方米`],
    ['车辆所有人', v.ownerName],
    ['车辆识别代号', v.vin || '—'],
    ['使用性质', v.useNature || '—'],
    ['注册日期', v.licenceRegisterDate || '—'],
    ['检验有效期至', v.licenceInspectionExpiry || '—'],
    ['道路运输证号', v.transportPermitNo || '—'],
    ['道路运输证有效期至', v.transportPermitExpiry || '—'],
    ['保险有效期至', v.insuranceExpiry || '—'],
    ['添加时间', chinaDateTime(v.createdAt)],
  ];
  return (
    <section className="panel cap-page" aria-labelledby="vehicle-detail-title">
      <div className="cap-head">
        <h1 id="vehicle-detail-title" className="page-title">
          车辆详情 {v.plateNo}
        </h1>
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
      </div>
      <p className="cap-status">
        审核状态：<DictBadge type="review_status" value={v.reviewStatus} /> 证件状态：<ExpiryCell expiry={v.expiry} warnings={v.warnings} />
      </p>
      <dl className="facts cap-facts">
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
