// 快速下单 (/user/placeAnOrder): an order from scratch — the cargo form, published straight to
// the frequent carriers chosen in it; each gets an enterprise order (source 7) to accept.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { CargoPublishPage } from '#app/features/market/cargo-publish-page';
import { requireUser } from '#app/utils/auth.server';
import { cargoFormAction, cargoFormData } from '#app/features/market/cargo-form.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const data = await cargoFormData(args);
  if (data.edit) return data;
  return { ...data, values: { ...data.values, businessType: '1', publishScope: 'designated', orderKind: 'quick' } };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return cargoFormAction(args);
}

export default function PlaceAnOrder() {
  return <CargoPublishPage path="/user/placeAnOrder" title="快速下单" />;
}

export { skipRevalidationAfterShaping as shouldRevalidate } from '#app/components/shaping';
export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
