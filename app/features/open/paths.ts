// Where the open platform's screens live (issue 51): the key administration, the webhooks and their
// delivery logs, and the partner page.
export const OPEN_PATHS = { keys: '/open/keys', docs: '/open/docs', webhooks: '/open/webhooks' } as const;

export const webhookLogPath = (id: number) => `${OPEN_PATHS.webhooks}/${id}`;
