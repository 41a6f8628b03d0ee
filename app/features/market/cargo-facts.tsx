// The facts of one cargo (type, route, goods, vehicles, price, times) as the detail pages show them.
import { Fact } from '#app/components/fact';
import type { cargoRow } from '#app/features/market/market.server';

export function CargoFacts({ cargo }: { cargo: ReturnType<typeof cargoRow> }) {
  return (
    <dl className="facts">
      <dt>业务类型</dt>
      <dd>{cargo.businessTypeLabel}</dd>
      <Fact term="业务方向" value={cargo.directionLabel} />
      <dt>线路</dt>
      <dd>{cargo.route}</dd>
      <dt>货物</dt>
      <dd>
        {cargo.goodsTypeLabel}，{cargo.amount}
      </dd>
      <dt>车型车长</dt>
      <dd>{cargo.vehicle}</dd>
      <dt>剩余车辆</dt>
      <dd>{cargo.vehicles}</dd>
      <dt>运价</dt>
      <dd>{cargo.unitPrice}</dd>
      <dt>预估运费</dt>
      <dd>{cargo.estimatedFreight}</dd>
      <dt>支付与结算</dt>
      <dd>
        {cargo.payType}，{cargo.chargeMode}，{cargo.chargeNode}
      </dd>
      <Fact term="装货时间" value={cargo.loadWindow} />
      <Fact term="截止时间" value={cargo.deadline} />
      <Fact term="备注" value={cargo.remark} />
      <dt>发布时间</dt>
      <dd>{cargo.publishedAt}</dd>
    </dl>
  );
}
