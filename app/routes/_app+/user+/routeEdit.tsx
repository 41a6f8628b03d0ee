// /user/routeEdit[?id=] — 新增 / 编辑线路: a carrier route's name, ordered stops (load stops first),
// usual tonnes per stop and an optional default vehicle and driver; deleting it (soft) is here too.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { useShapeKey } from '#app/components/shaping';
import { RouteForm } from '#app/features/orders/route-form';
import { routeEditAction, routeEditData, type RouteFormReply } from '#app/features/orders/multi.server';

export const loader = (args: LoaderFunctionArgs) => routeEditData(args);
export const action = (args: ActionFunctionArgs) => routeEditAction(args);

export default function RouteEdit() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<RouteFormReply>();
  const key = useShapeKey(reply?.values);
  const values = reply?.values ?? loaded.values;
  const regions = reply?.regions ?? loaded.regions;
  return (
    <CapPage
      id="route-edit-title"
      crumbs={
        <>
          <Link to="/user/myRoute">我的线路</Link> / {loaded.editing ? '编辑线路' : '新增线路'}
        </>
      }
      title={loaded.editing ? '编辑线路' : '新增线路'}
    >
      <RouteForm key={key} values={values} regions={regions} vehicles={loaded.vehicles} drivers={loaded.drivers} lastResult={reply?.result} />
      {loaded.editing ? (
        <Form method="post" className="cap-inline-form" aria-label="删除线路">
          <AuthenticityTokenInput />
          <input type="hidden" name="id" value={loaded.values.id} />
          <Button type="submit" name="intent" value="delete" color="red" variant="light">
            删除线路
          </Button>
        </Form>
      ) : null}
    </CapPage>
  );
}

export { skipRevalidationAfterShaping as shouldRevalidate } from '#app/components/shaping';
export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
