// The public site's constants and labels without zod (issue 15: the pages that show them do not
// load the validation library; portal/schemas.ts re-exports them for the platform).

export const NEWS_TYPES = ['news', 'policy', 'data'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

/** The seven footer policies (spec section 1), in footer order, with their labels. */
export const POLICY_PAGES = [
  { key: 'privacyStatement', label: '隐私声明' },
  { key: 'complaint', label: '投诉举报制度' },
  { key: 'securitySystem', label: '安全生产管理制度' },
  { key: 'argueSystem', label: '争议解决规则' },
  { key: 'quitNotice', label: '实际承运人退出须知' },
  { key: 'managementQuit', label: '实际承运人准入管理规则及退出机制' },
  { key: 'satisfactionRate', label: '服务满意度公示' },
] as const;
export type PolicyKey = (typeof POLICY_PAGES)[number]['key'];
export const POLICY_KEYS: readonly string[] = POLICY_PAGES.map((p) => p.key);

/** Every platform page key the public site may show. */
export const PLATFORM_PAGE_KEYS: readonly string[] = [...POLICY_KEYS, 'platform', 'agreement', 'newPrivacyStatement'];

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

export const HALL_FILTER_KEYS = [
  'originProvince',
  'originCity',
  'destProvince',
  'destCity',
  'goodsType',
  'vehicleType',
  'vehicleLength',
  'businessType',
] as const;

/** An operator's news item: draft (never public), published, or taken offline. */
export const NEWS_STATUSES = [
  { value: 'draft', label: '草稿' },
  { value: 'published', label: '已发布' },
  { value: 'offline', label: '已下线' },
] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number]['value'];

/** The freight information's window (/list-feight) and a route's price history (/GPDetail). */
export const FREIGHT_WINDOW_DAYS = 30;
export const FREIGHT_HISTORY_WEEKS = 12;
