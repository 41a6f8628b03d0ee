// Key areas (重点区域, issue 47): circles or polygons a company keeps (loading sites, unloading
// sites, no-stop zones, restricted areas) with their alarm rules; where each waybill of the
// company stands towards each area (one presence row per waybill × area, the episode state the
// evaluator keeps); the alarms it raised. Coordinates are WGS-84 degrees as the positions are.
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../columns';
import { historyColumns } from '../user-columns';
import { users } from './auth';
import { companies } from './company';
import { waybillPositions, waybills } from './orders';

export const keyAreas = pgTable(
  'key_areas',
  {
    id: serial('id').primaryKey(),
    /** the owning company; null for a user acting without one (then owner_user_id owns it) */
    ownerCompanyId: integer('owner_company_id').references(() => companies.id),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** 1 装货地, 2 卸货地, 3 禁停区, 4 限行区 */
    areaType: text('area_type').notNull(),
    /** circle | polygon */
    shape: text('shape').notNull(),
    cityCode: text('city_code'),
    centerLng: doublePrecision('center_lng'),
    centerLat: doublePrecision('center_lat'),
    radiusM: integer('radius_m'),
    /** polygon ring [lng, lat][], not closed (the last point joins the first) */
    points: jsonb('points').$type<[number, number][]>().notNull().default([]),
    /** 0 off, 1 on */
    alarmStatus: text('alarm_status').notNull().default('0'),
    /** minutes inside before 停留超时 (0: off) */
    stopTime: integer('stop_time').notNull().default(0),
    /** minutes away after leaving before 离开超时 (0: off) */
    exitTime: integer('exit_time').notNull().default(0),
    /** who gets the SMS ('' none) */
    mobile: text('mobile').notNull().default(''),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('key_areas_company').on(t.ownerCompanyId, t.updatedAt),
    index('key_areas_user')
      .on(t.ownerUserId)
      .where(sql`${t.ownerCompanyId} is null`),
  ],
);

/** Every change of a key area: save, alarm rules, alarm on/off, delete. */
export const keyAreaHistory = pgTable(
  'key_area_history',
  {
    id: serial('id').primaryKey(),
    areaId: integer('area_id')
      .notNull()
      .references(() => keyAreas.id),
    /** action: create | edit | alarm | alarm_on | alarm_off | delete; statuses are the alarm status */
    ...historyColumns(),
  },
  (t) => [index('key_area_history_area').on(t.areaId, t.id)],
);

/** Where a waybill stands towards an area: the episode the evaluator is in (inside or outside). */
export const keyAreaPresence = pgTable(
  'key_area_presence',
  {
    waybillId: integer('waybill_id')
      .notNull()
      .references(() => waybills.id),
    areaId: integer('area_id')
      .notNull()
      .references(() => keyAreas.id),
    inside: boolean('inside').notNull(),
    /** when this episode (inside or outside) began, by the positions' recorded times */
    since: timestamp('since', { withTimezone: true }).notNull(),
    /** the waybill has been inside this area before (an away timer only runs after a leave) */
    leftOnce: boolean('left_once').notNull().default(false),
    /** the episode's timer alarm (stay or away) has been raised */
    timerAlarmed: boolean('timer_alarmed').notNull().default(false),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.waybillId, t.areaId] })],
);

export const keyAreaAlarms = pgTable(
  'key_area_alarms',
  {
    id: serial('id').primaryKey(),
    areaId: integer('area_id')
      .notNull()
      .references(() => keyAreas.id),
    /** copied from the area, so the company's list needs no join to a deleted area's owner */
    ownerCompanyId: integer('owner_company_id').references(() => companies.id),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    waybillId: integer('waybill_id')
      .notNull()
      .references(() => waybills.id),
    positionId: integer('position_id').references(() => waybillPositions.id),
    /** 1 进入区域, 2 离开区域, 3 停留超时, 4 离开超时 */
    alarmType: text('alarm_type').notNull(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    minutes: integer('minutes'),
    /** the position's recorded time */
    at: timestamp('at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('key_area_alarms_company').on(t.ownerCompanyId, t.at),
    index('key_area_alarms_user').on(t.ownerUserId, t.at),
    index('key_area_alarms_waybill').on(t.waybillId),
  ],
);
