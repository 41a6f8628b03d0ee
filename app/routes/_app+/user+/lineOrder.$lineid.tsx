// 线路下单 (/user/lineOrder/:lineid): an order on a carrier's line — the cargo form starts from the
// line (origin, destination, vehicle, reference price) and its carrier receives the order
// (source 8, 企业线路下单) to accept.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { LineForOrder } from '#contract/market/views';
import { CargoPublishPage } from '#app/features/market/cargo-publish-page';
import { requireUser } from '#app/utils/auth.server';
import { cargoFormAction, cargoFormData, regionsFor } from '#app/features/market/cargo-form.server';
import { api } from '#app/utils/api.server';
import { PlatformError } from '#app/utils/platform.server';

async function lineOf(args: LoaderFunctionArgs): Promise<LineForOrder> {
  const id = Number(args.params.lineid);
  if (!Number.isInteger(id) || id <= 0) throw new Response('线路不存在', { status: 404 });
  try {
    return await api.cargo.lineForOrder(args, { id });
  } catch (error) {
    if (error instanceof PlatformError && error.code === 404) throw new Response('线路不存在', { status: 404 });
    throw error;
  }
}

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const [data, line] = await Promise.all([cargoFormData(args), lineOf(args)]);
  const point = (province: string, city: string, district: string | null) => ({
    provinceCode: province,
    cityCode: city,
    districtCode: district ?? '',
    address: '',
    contactName: '',
    contactPhone: '',
    windowStart: '',
    windowEnd: '',
  });
  const values = {
    ...data.values,
    businessType: '1',
    publishScope: 'designated',
    lineId: String(line.id),
    lineCompanyName: line.companyName,
    vehicleType: line.vehicleType ?? '',
    vehicleLength: line.vehicleLength ?? '',
    priceMode: 'unit',
    price: (line.refPriceFen / 100).toFixed(2),
    loadPoints: [point(line.originProvince, line.originCity, line.originDistrict)],
    unloadPoints: [point(line.destProvince, line.destCity, line.destDistrict)],
  };
  return { ...data, values, regions: regionsFor(values) };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return cargoFormAction(args);
}

export default function LineOrder() {
  const { values } = useLoaderData<typeof loader>();
  return <CargoPublishPage path={`/user/lineOrder/${values.lineId}`} title="线路下单" />;
}

export { skipRevalidationAfterShaping as shouldRevalidate } from '#app/components/shaping';
export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
