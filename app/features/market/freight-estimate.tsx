// The publishing form's estimated freight: from the values as typed, live with JS (Conform keeps
// them current); without JS from the values the page was rendered with, which a 计算运费 post
// refreshes (a shaping post: nothing saved, the page comes back at this line).
import { formFreightEstimate } from '#contract/market/freight';
import { ShapeButton } from '#app/components/shaping';
import { yuan } from '#app/utils/format';

export const FREIGHT_ESTIMATE_ID = 'freight-estimate';

export function FreightEstimate({
  values,
  chargeNodeLabel,
  action,
}: {
  values: { priceMode?: unknown; price?: unknown; totalWeightT?: unknown; vehicleCount?: unknown };
  chargeNodeLabel: string;
  action: string;
}) {
  const estimate = formFreightEstimate(values);
  return (
    <div id={FREIGHT_ESTIMATE_ID} className="cap-field cargo-wide">
      <p className="cap-label">预估运费</p>
      <p aria-live="polite">
        {estimate
          ? `全部 ${yuan(estimate.totalFen)}${Number(values.vehicleCount) > 1 ? `，每车约 ${yuan(estimate.perVehicleFen)}` : ''}（${chargeNodeLabel || '按重量'}计费，以实际磅重为准）`
          : '填写总重量、车辆数和运价后显示'}
      </p>
      <ShapeButton intent="estimate" fallback returnTo={`${action}#${FREIGHT_ESTIMATE_ID}`}>
        计算运费
      </ShapeButton>
    </div>
  );
}
