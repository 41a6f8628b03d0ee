// The entrust status filter's options (shared by server and page).
import { ENTRUST_STATUS_LABELS, type EntrustStatus } from '#contract/market/cargo-labels';

export const ENTRUST_STATUS_OPTIONS = (Object.entries(ENTRUST_STATUS_LABELS) as [EntrustStatus, string][]).map(([value, label]) => ({ value, label }));
