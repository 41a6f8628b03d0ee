// What a dispatcher sees of the order above a dispatch form: goods and route, quantity, remainder.
export type DispatchOrder = { goodsName: string; route: string; weight: string; vehicles: string; remainder: string };

export function DispatchOrderFacts({ order }: { order: DispatchOrder }) {
  return (
    <dl className="facts">
      <dt>货物</dt>
      <dd>
        {order.goodsName}，{order.route}
      </dd>
      <dt>订单数量</dt>
      <dd>
        {order.weight}，{order.vehicles}
      </dd>
      <dt>剩余可派</dt>
      <dd>{order.remainder}</dd>
    </dl>
  );
}
