// /shipper/payBillManage — 结算管理 (payer): the caller's settlement bills to pay, with filters in the
// URL (status, payee, bill no., days made) and page links; ?build=1 opens the new-bill panel (choose
// a payee, tick their signed and approved waybills, create → the bill's page with a flash); the
// export takes the same filters.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Button } from '#app/components/button';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { BillList } from '#app/features/money/bill-list';
import { NewBillPanel } from '#app/features/money/new-bill';
import { billListData, buildData, createBillAction } from '#app/features/money/bills.server';
import { BILL_PATHS } from '#app/features/money/paths';
import { requireUser } from '#app/utils/auth.server';

const PATH = BILL_PATHS.pay.list;

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const [list, build] = await Promise.all([billListData(args, 'pay'), buildData(args)]);
  return { ...list, build };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return createBillAction(args);
}

export default function PayBillManage() {
  const { query, rows, total, build } = useLoaderData<typeof loader>();
  return (
    <BillList
      path={PATH}
      title="结算管理"
      side="pay"
      detailPath={BILL_PATHS.pay.detail}
      query={query}
      rows={rows}
      total={total}
      actions={
        <Button component={Link} to={`${PATH}?build=1`}>
          新建结算单
        </Button>
      }
    >
      {/* A new payee is a new form: its rows (and their deduction fields) are the form's initial
          value, which a mounted form keeps when the payee is chosen without reloading the page. */}
      {build ? <NewBillPanel key={build.payee} path={PATH} build={build} /> : null}
    </BillList>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
