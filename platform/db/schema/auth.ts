// Accounts and signing in (platform/modules/auth): users, their roles and sessions, and the
// one-time codes, keys and tickets of the sign-in screens.
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { companies } from './company';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    realName: text('real_name').notNull().default(''),
    memberName: text('member_name'),
    /** scrypt hash; null means the user has no password yet (existPwd N) */
    passwordHash: text('password_hash'),
    pwdChangedAt: timestamp('pwd_changed_at', { withTimezone: true }),
    companyId: integer('company_id').references(() => companies.id),
    /** 'y' when the user acts for a verified company */
    company: text('company').notNull().default('n'),
    /** 'y' when the user is verified as an individual operator */
    individual: text('individual').notNull().default('n'),
    authStatus: text('auth_status').notNull().default('0'),
    idCard: text('id_card'),
    /** comma-separated shipper_identity codes */
    shipperIdentity: text('shipper_identity').notNull().default(''),
    employeeNo: text('employee_no'),
    signStatus: text('sign_status').notNull().default('0'),
    isDriver: integer('is_driver').notNull().default(0),
    /** active | cancelled */
    status: text('status').notNull().default('active'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** an SMS copy of each hand-over message (order, waybill, money), chosen by the user on 我的消息 */
    smsNotices: boolean('sms_notices').notNull().default(false),
    createdAt: createdAt(),
    /**
     * The company's organisation unit (org_units) the employee belongs to: a role with the data
     * scope "own org unit and below" shows the records of the users of this unit and its
     * descendants (decision 036). Null: in no unit.
     */
    orgUnitId: integer('org_unit_id'),
  },
  (t) => [uniqueIndex('users_mobile').on(t.mobile), index('users_company').on(t.companyId), index('users_org_unit').on(t.orgUnitId)],
);

/** Opaque session tokens: only a SHA-256 of the token is stored, so a leaked table logs no one in. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** the role the user acts in for this session */
    role: text('role').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('auth_tokens_user').on(t.userId)],
);

/**
 * Sign-on tickets of the group's unified portal already used (POST /users/ssoLogin): a ticket
 * signs one employee in once, so a ticket copied from a log or a browser history is worthless.
 */
export const ssoTickets = pgTable('sso_tickets', {
  jti: text('jti').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time AES keys for encrypted password fields (POST /users/secretKey). */
export const secretKeys = pgTable('secret_keys', {
  key: text('key').primaryKey(),
  secret: text('secret').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Image codes (captcha): single use, five minutes, answer compared case-insensitively. */
export const imageCodes = pgTable('image_codes', {
  key: text('key').primaryKey(),
  answer: text('answer').notNull(),
  /** the PNG (base64), served by GET /codes/images/{key} so pages link it instead of inlining it */
  image: text('image'),
  /** a text challenge's question (GET /codes/question), the accessible alternative to the image; null for an image */
  question: text('question'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** SMS verification codes: six digits, five minutes, at most five wrong tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    /** phone_no_login | modify_binding_phone | find_pwd | register | role */
    type: text('type').notNull(),
    code: text('code').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_mobile').on(t.mobile, t.createdAt)],
);

/** What the default SMS sender "sent": the outbox a real gateway would drain. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    type: text('type').notNull(),
    content: text('content').notNull(),
    code: text('code'),
    createdAt: createdAt(),
    // Delivery (issue 49): who carried the message and how it went. 'outbox' messages stay here.
    provider: text('provider').notNull().default('outbox'),
    /** queued (an attempt is due), sent (the provider took it), failed (the provider refused it, or every attempt timed out) */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** the provider's id of the message (Alibaba BizId, Tencent SerialNo) */
    providerMessageId: text('provider_message_id'),
    /** the provider's error code of the last failed attempt ('timeout' when it did not answer) */
    providerCode: text('provider_code'),
  },
  (t) => [index('sms_outbox_mobile').on(t.mobile, t.createdAt), index('sms_outbox_due').on(t.status, t.createdAt)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/**
 * Wrong passwords counted per phone number and source (docs/decisions/019-login-lockout-per-source.md):
 * five in a row from one source lock that phone for that source only; `source` '*' is the phone's
 * account-wide count (fifty within an hour, from any sources, lock it for everyone). Keyed by the
 * phone as typed, not by user, so an unregistered number is counted and answered the same way.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    mobile: text('mobile').notNull(),
    /** the caller's address (an IPv6 caller's /64), or '*' for the account-wide count */
    source: text('source').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.mobile, t.source] }), index('login_failures_window').on(t.windowStartedAt)],
);
