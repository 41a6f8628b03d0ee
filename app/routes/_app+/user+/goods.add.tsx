// 新增货源 (/user/goods/add): the same form as /sourceManage/release-source, reached from the
// shipper's own cargo list (/user/goods-list); ?id=, ?copy=, ?template=, ?goods= work the same.
import { CargoPublishPage } from '#app/features/market/cargo-publish-page';
export { action, loader } from '../sourceManage+/release-source';

export default function GoodsAdd() {
  return <CargoPublishPage path="/user/goods/add" title="新增货源" />;
}

export { skipRevalidationAfterShaping as shouldRevalidate } from '#app/components/shaping';
export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
