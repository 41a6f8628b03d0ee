// Where operations' reconciliation differences live: the list (filters in the URL, reconcile a day)
// and one difference's detail, where the action taken is recorded.
export const RECONCILIATION_PATHS = { list: '/payment/reconciliation', detail: '/payment/reconciliationDetail' } as const;

export const differenceHref = (id: number) => `${RECONCILIATION_PATHS.detail}?id=${id}`;
