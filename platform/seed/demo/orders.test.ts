// The demo orders' and waybills' history, checked row by row against what the platform writes:
// the market's first row of an order (ORDER_ORIGINS), the shipper's decision on a grab
// (GRAB_ORDER_TRANSITIONS), every other move of an order (ORDER_TRANSITIONS) and of a waybill
// (WAYBILL_TRANSITIONS), each by the party the contract names and with the remark the platform
// gives it. The screens show these rows as they are, so a row the platform never writes would
// show wording the real flow never produces.
import { describe, expect, it } from 'vitest';
import { GRAB_ORDER_TRANSITIONS, nextState } from '../../contract/market/marketplace';
import { orderMove, waybillMove, type OrderStatus, type WaybillStatus } from '../../contract/orders/schemas';
import { ORDER_ORIGINS, type OrderOrigin } from '../../modules/market/orders';
import { appointRemark } from '../../modules/orders/agent';
import { dispatchRemarks } from '../../modules/orders/dispatch';
import { waybillRemark } from '../../modules/orders/transitions';
import { DEMO_ACCOUNTS as A } from '../accounts';
import { DAY, MINUTE, rng } from '../factories';
import { CARGO, SHIPPER_MOBILE } from './cargo';
import { DEMO_DRIVERS, DEMO_VEHICLES } from './fleet';
import { ORDERS, orderSteps, planOrder, waybillSteps, type DemoFleet } from './orders';
import { COMPANIES, demoUserOf } from './parties';

const NOW = Date.UTC(2026, 0, 15, 4);
// The fleet as the demo step inserts it (a vehicle without a load of its own carries 32 t).
const FLEET: DemoFleet = {
  vehicle: (key) => {
    const v = DEMO_VEHICLES.find((x) => x.key === key)!;
    return { plateNo: v.plate, loadKg: v.loadKg ?? 32_000 };
  },
  driver: (key) => {
    const d = DEMO_DRIVERS.find((x) => x.key === key)!;
    return { name: d.user.name, mobile: d.user.mobile };
  },
};

/** Plans each demo order as the demo step does, numbering its waybills in turn. */
function planned() {
  const random = rng(20260101);
  let seq = 0;
  return ORDERS.map((spec) => {
    const numbers: string[] = [];
    const clock = {
      created: NOW - spec.daysAgo * DAY,
      random,
      waybillNo: () => {
        seq += 1;
        numbers.push(`PC20260101${String(seq).padStart(5, '0')}`);
        return numbers.at(-1)!;
      },
    };
    return { spec, clock, numbers };
  });
}

const companyName = (mobile: string) => COMPANIES[demoUserOf(mobile).company!].name;

describe('the demo orders', () => {
  it('have only history rows the platform writes, by the party it names, in order', () => {
    const wrong: string[] = [];
    for (const { spec, clock, numbers } of planned()) {
      const steps = orderSteps(spec, FLEET, clock);
      const cargo = CARGO.find((c) => c.key === spec.cargo)!;
      const shipper = SHIPPER_MOBILE[cargo.shipper];
      const bills = spec.waybills ?? [];
      const dispatches = bills.map((w, i) => {
        const v = FLEET.vehicle(w.vehicle);
        const d = FLEET.driver(w.driver);
        return dispatchRemarks(numbers[i], v.plateNo, d.name, Math.min(cargo.perVehicleKg, v.loadKg)).order;
      });
      let appointed = spec.agent === undefined;
      let at = clock.created;
      steps.forEach((s, i) => {
        const where = `${spec.key} #${i} ${s.from ?? '∅'} -${s.action}-> ${s.to}`;
        const fail = (why: string) => wrong.push(`${where}: ${why}`);
        const carrier = appointed ? spec.carrier : spec.agent!;
        const party = { shipper, carrier, agent: spec.agent ?? null, operator: A.operator.mobile, system: null, driver: null }[s.by];
        if (party === undefined || s.actor !== party) fail(`written by ${s.actor} as ${s.by}`);
        if (i > 0 && s.from !== steps[i - 1].to) fail(`follows ${steps[i - 1].to}`);
        if (!(s.at >= at && s.at <= NOW - 5 * MINUTE)) fail('out of time');
        at = s.at;
        if (s.from === null) {
          const origin: OrderOrigin | undefined = ORDER_ORIGINS[s.action as keyof typeof ORDER_ORIGINS];
          if (i > 0 || !origin) return fail('is no way the market makes an order');
          if (!origin.sources.includes(spec.source)) fail(`makes no order of source ${spec.source}`);
          if (s.by !== origin.by || s.to !== origin.to) fail(`the market's ${s.action} is by ${origin.by} to ${origin.to}`);
          if (s.remark !== origin.remark(spec.vehicles)) fail(`remark ${s.remark}`);
          return;
        }
        if (spec.source === '1' && s.from === 'WAITACCEPT') {
          const decision = nextState(GRAB_ORDER_TRANSITIONS, s.from, s.action as 'confirm' | 'reject');
          if (!decision) return fail('is no decision on a grab');
          if (s.by !== 'shipper' || s.to !== decision.to) fail(`the shipper's ${s.action} goes to ${decision.to}`);
          if (s.remark !== (s.action === 'reject' ? spec.reason : decision.label)) fail(`remark ${s.remark}`);
          return;
        }
        const move = orderMove(s.from, s.action as Parameters<typeof orderMove>[1], spec.source);
        if (!move) return fail('is no move of the contract');
        // An agent's order, once accepted, waits for the agent to appoint a carrier (acceptOrder).
        const to: OrderStatus = move.action === 'accept' && spec.agent ? 'WAITALLOT' : move.to;
        if (s.by !== move.by || s.to !== to) fail(`the contract's ${s.action} is by ${move.by} to ${to}`);
        const remark =
          move.action === 'refuse' || move.action === 'cancel'
            ? spec.reason
            : move.action === 'appoint'
              ? appointRemark(companyName(spec.carrier))
              : move.action === 'dispatch'
                ? dispatches.find((d) => d === s.remark)
                : move.label;
        if (s.remark !== remark) fail(`remark ${s.remark}`);
        if (move.action === 'appoint') appointed = true;
      });
      if (steps.at(-1)?.to !== spec.status) wrong.push(`${spec.key}: ends in ${steps.at(-1)?.to}, not ${spec.status}`);
      const dispatched = steps.filter((s) => s.action === 'dispatch').map((s) => s.remark);
      if (dispatched.sort().join() !== [...dispatches].sort().join()) wrong.push(`${spec.key}: dispatches ${dispatched.join(' | ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('reach every waybill status by the contract’s moves', () => {
    const wrong: string[] = [];
    for (const status of ['CREATED', 'START', 'LOAD', 'UNLOAD', 'SIGN', 'REFUSE', 'INVALID'] as WaybillStatus[]) {
      const steps = waybillSteps(status);
      steps.forEach((s, i) => {
        const where = `${status} #${i} ${s.from ?? '∅'} -${s.action}-> ${s.to}`;
        const move = waybillMove(s.from ?? '', s.action as Parameters<typeof waybillMove>[1]);
        if (!move) return wrong.push(`${where}: is no move of the contract`);
        if (s.from !== (i === 0 ? 'CREATED' : steps[i - 1].to)) wrong.push(`${where}: follows ${i === 0 ? '∅' : steps[i - 1].to}`);
        if (s.to !== move.to || !move.by.includes(s.by)) wrong.push(`${where}: the contract's ${s.action} is by ${move.by.join('/')} to ${move.to}`);
        if (s.remark !== move.label) wrong.push(`${where}: remark ${s.remark}`);
      });
      if ((steps.at(-1)?.to ?? 'CREATED') !== status) wrong.push(`${status}: ends in ${steps.at(-1)?.to}`);
    }
    expect(wrong).toEqual([]);
  });

  it('give each waybill the dispatch row, the moves and the weights the platform writes', () => {
    const wrong: string[] = [];
    for (const { spec, clock } of planned()) {
      const cargo = CARGO.find((c) => c.key === spec.cargo)!;
      const shipper = SHIPPER_MOBILE[cargo.shipper];
      const { waybills } = planOrder(spec, FLEET, clock);
      waybills.forEach((bill, i) => {
        const w = spec.waybills![i];
        const where = `${spec.key} waybill ${i}`;
        const v = FLEET.vehicle(w.vehicle);
        const d = FLEET.driver(w.driver);
        const [first, ...moves] = bill.steps;
        const dispatch = { from: null, action: 'dispatch', by: 'carrier', actor: spec.carrier, to: 'CREATED' };
        expect(first, where).toMatchObject({
          ...dispatch,
          weightKg: bill.plannedKg,
          remark: dispatchRemarks(bill.waybillNo, v.plateNo, d.name, bill.plannedKg).waybill,
        });
        const chain = waybillSteps(w.status);
        if (moves.length !== chain.length) wrong.push(`${where}: ${moves.length} moves to ${w.status}`);
        moves.forEach((s, k) => {
          const move = waybillMove(s.from ?? '', s.action as Parameters<typeof waybillMove>[1])!;
          const actor = s.by === 'driver' ? d.mobile : s.by === 'shipper' ? shipper : spec.carrier;
          const weightKg = s.to === 'LOAD' ? bill.loadKg : s.to === 'UNLOAD' ? bill.unloadKg : null;
          if ((s.to === 'LOAD' || (s.to === 'UNLOAD' && !w.noUnloadWeight)) && s.weightKg === null) wrong.push(`${where} ${s.action}: no weight`);
          const remark = waybillRemark(move.label, move.needs === 'reason' ? w.reason : undefined);
          if (s.action !== chain[k]?.action || s.actor !== actor || s.weightKg !== weightKg || s.remark !== remark)
            wrong.push(`${where} ${s.action}: by ${s.actor}, ${s.weightKg} kg, ${s.remark}`);
          if (move.needs === 'reason' && !w.reason) wrong.push(`${where} ${s.action}: no reason`);
          if (s.at < bill.steps[k].at) wrong.push(`${where} ${s.action}: before the step it follows`);
        });
      });
    }
    expect(wrong).toEqual([]);
  });
});
