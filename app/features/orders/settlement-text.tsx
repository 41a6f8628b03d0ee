// A waybill's settlement state in a list cell or the detail's facts: the label, and the bill's
// number as a link to the caller's side of the bill.
import { PlainLink } from '#app/components/plain-link';
import type { SettlementState } from './settlement-state';

/** 结算: the waybill's pay and settlement state, with its bill's number linked. */
export function SettlementText({ state }: { state: SettlementState }) {
  return (
    <>
      {state.label}
      {state.bill ? (
        <>
          {' '}
          <PlainLink to={state.bill.href} aria-label={`结算单 ${state.bill.no}`}>
            {state.bill.no}
          </PlainLink>
        </>
      ) : null}
    </>
  );
}

/** A list's settlement line under the freight: the state and the bill, or nothing where it does not apply. */
export function SettlementLine({ state }: { state: SettlementState | null }) {
  return state ? (
    <span className="cap-sub">
      <SettlementText state={state} />
    </span>
  ) : null;
}
