// Where each kind of frequent entry is kept under my-center (the screen's URL and its forms' action).
import type { FrequentKind } from '#contract/market/cargo-labels';

export const FREQUENT_PATHS: Record<FrequentKind, string> = {
  goods: '/my-center/oftenGoods',
  address: '/my-center/oftenAddress',
  contact: '/my-center/oftenContacts',
  template: '/my-center/oftenTemplate',
};
