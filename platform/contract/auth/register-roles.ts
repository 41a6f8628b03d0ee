// The identities one may register as (spec 2 /register), without zod: the register screen shows them.
export const REGISTER_ROLES = ['individual_shipper', 'enterprise_shipper', 'carrier', 'agent', 'individual_agent'] as const;
