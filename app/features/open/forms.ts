// The key form (Conform + zod, the same schema in the browser and in the action): the contract's
// input, its allow-list a textarea of one address or range a line.
export { apiKeyInput as apiKeyFormSchema } from '#contract/open/keys';
// The webhook form: a URL and the events ticked (several checkboxes of one name).
export { webhookInput as webhookFormSchema } from '#contract/open/webhooks';
