// 新增货源 (/user/goods/add): the same form as /sourceManage/release-source, reached from the
// shipper's own cargo list (/user/goods-list); ?id=, ?copy=, ?template=, ?goods= work the same.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { CargoPublishPage } from '#app/features/market/cargo-publish-page';
import { requireUser } from '#app/utils/auth.server';
import { cargoFormAction, cargoFormData } from '#app/features/market/cargo-form.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return cargoFormData(args);
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return cargoFormAction(args);
}

export default function GoodsAdd() {
  return <CargoPublishPage path="/user/goods/add" title="新增货源" />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
