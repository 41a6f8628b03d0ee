// The facts of one cargo (type, route, goods, vehicles, price, times) as the detail pages show them.
import type { cargoRow } from '#app/features/market/market.server';

export function CargoFacts({ cargo }: { cargo: ReturnType<typeof cargoRow> }) {
  return (
    <dl className="facts">
      <dt>业务类型</dt>
      <dd>{cargo.businessTypeLabel}</dd>
      {cargo.directionLabel ? (
        <>
          <dt>业务方向</dt>
          <dd>{cargo.directionLabel}</dd>
        </>
      ) : null}
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
      <dt>支付与结算</dt>
      <dd>
        {cargo.payType}，{cargo.chargeMode}，{cargo.chargeNode}
      </dd>
      {cargo.loadWindow ? (
        <>
          <dt>装货时间</dt>
          <dd>{cargo.loadWindow}</dd>
        </>
      ) : null}
      {cargo.deadline ? (
        <>
          <dt>截止时间</dt>
          <dd>{cargo.deadline}</dd>
        </>
      ) : null}
      {cargo.remark ? (
        <>
          <dt>备注</dt>
          <dd>{cargo.remark}</dd>
        </>
      ) : null}
      <dt>发布时间</dt>
      <dd>{cargo.publishedAt}</dd>
    </dl>
  );
}
