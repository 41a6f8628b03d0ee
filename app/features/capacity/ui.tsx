// What capacity screens share beyond the forms kit: the expiry badges of a vehicle's or driver's
// papers, the filters the vehicle and driver lists end with, the confirmation of a removal from a
// list, the workbench card of capacity, organisation units as select options.
import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { Badge } from '#app/components/badge';
import { EXPIRY_FILTERS, EXPIRY_LABELS, type ExpiryFilter } from '#contract/capacity/display';
import type { CapacityWorkbench, OrgUnitView } from '#contract/capacity/rows';
import { REVIEW_STATUS } from '#contract/company/dictionaries';
import { dictOptions, FilterButtons, FilterSelect, summarisedByItsFields, type Option } from '#app/components/list-ui';

const EXPIRY_COLORS: Record<ExpiryFilter, string> = { expired: 'red', soon: 'orange', valid: 'green' };

export function ExpiryCell({ expiry, warnings }: { expiry: ExpiryFilter; warnings: string[] }) {
  if (warnings.length === 0) {
    return (
      <Badge color="green" radius="sm">
        {EXPIRY_LABELS.valid}
      </Badge>
    );
  }
  return (
    <span className="cap-warnings">
      {warnings.map((w) => (
        <Badge key={w} color={EXPIRY_COLORS[expiry]} radius="sm">
          {w}
        </Badge>
      ))}
    </span>
  );
}

/** The workbench card of capacity: papers expired / expiring (owners) or waiting for review (operators). */
export function CapacityWorkbenchCard({ data }: { data: CapacityWorkbench }) {
  if (data.pendingReview) {
    const q = data.pendingReview;
    return (
      <section className="ws-card" aria-label="运力资料审核">
        <h2>运力资料审核（{q.vehicles + q.drivers}）</h2>
        <ul>
          <li>
            <Link to="/logistics/qualificationReview?kind=vehicle">待审核车辆</Link>
            <span className="ws-count" data-testid="review-vehicles">
              {q.vehicles}
            </span>
          </li>
          <li>
            <Link to="/logistics/qualificationReview?kind=driver">待审核司机</Link>
            <span className="ws-count" data-testid="review-drivers">
              {q.drivers}
            </span>
          </li>
        </ul>
      </section>
    );
  }
  if (!data.expiry) return null;
  const { vehicles, drivers } = data.expiry;
  const rows: Array<[string, string, number]> = [
    ['证件已过期的车辆', '/logistics/vehicle?expiry=expired', vehicles.expired],
    ['证件30天内到期的车辆', '/logistics/vehicle?expiry=soon', vehicles.soon],
    ['证件已过期的司机', '/logistics/driver?expiry=expired', drivers.expired],
    ['证件30天内到期的司机', '/logistics/driver?expiry=soon', drivers.soon],
  ];
  const total = rows.reduce((n, [, , c]) => n + c, 0);
  return (
    <section className="ws-card" aria-label="证件到期提醒">
      <h2>证件到期提醒（{total}）</h2>
      <ul>
        {rows.map(([label, href, n]) => (
          <li key={href}>
            <Link to={href}>{label}</Link>
            <span className="ws-count">{n}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Organisation units as select options, labelled by their path ('运输部 / 一车队'). */
export function orgUnitOptions(units: OrgUnitView[]): Option[] {
  return units.map((u) => ({ value: String(u.id), label: u.path }));
}

/** The "dialog" of a removal (?remove=id): a panel above the list, confirmed by a POST with intent 'remove'. */
export function RemoveConfirm({ action, id, question, confirm }: { action: string; id: number; question: ReactNode; confirm: string }) {
  return (
    <div className="cap-confirm" role="alertdialog" aria-labelledby="remove-title">
      <p id="remove-title">{question}</p>
      <Form method="post" action={action} className="cap-actions">
        <AuthenticityTokenInput />
        <input type="hidden" name="id" value={id} />
        <Button type="submit" name="intent" value="remove" color="red">
          {confirm}
        </Button>
        <Button component={Link} to={action} variant="default">
          取消
        </Button>
      </Form>
    </div>
  );
}

/**
 * The last filters of the vehicle and driver lists: review state, paper state, the unit (when the
 * company has units), a page size other than the default, and the buttons.
 */
export const ReviewFilters = summarisedByItsFields(
  ({ query, units, reset }: { query: { reviewStatus: string; expiry: string; orgUnitId: string; pageSize: number }; units: OrgUnitView[]; reset: string }) => (
    <>
      <FilterSelect name="reviewStatus" label="审核状态" value={query.reviewStatus} options={dictOptions(REVIEW_STATUS)} />
      <FilterSelect name="expiry" label="证件状态" value={query.expiry} options={EXPIRY_FILTERS.map((v) => ({ value: v, label: EXPIRY_LABELS[v] }))} />
      {units.length ? <FilterSelect name="orgUnitId" label="所属机构" value={query.orgUnitId} options={orgUnitOptions(units)} /> : null}
      {query.pageSize !== 20 ? <input type="hidden" name="pageSize" value={query.pageSize} /> : null}
      <FilterButtons reset={reset} />
    </>
  ),
);
