// Where each partner list lives: a shipper's carriers (常用承运商) and a carrier's agents (合作经纪人).
// Shared by the partner screen and its server helpers.
import type { PartnerRelation } from '#contract/capacity/labels';

export const PARTNER_PATHS: Record<PartnerRelation, string> = { carrier: '/shipper/common/logistics', agent: '/logistics/partnerManagement' };
