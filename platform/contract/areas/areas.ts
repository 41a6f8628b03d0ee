// Key areas (重点区域) and their alarms: the form a shipper fills (strings, also without JS), the
// body the platform receives (JSON numbers), the alarm rules, the list queries and the rows.
// The geometry rules that need no library (numbers, China's bounding box, radius bounds, at least
// three distinct polygon points) live here so the form tells them at the field; the platform adds
// the self-intersection check (@turf/kinks) and refuses with the same field.
import { z } from 'zod';
import { idArray, idField, optionalIdField } from '../ids';
import { pageFields } from '../page';
import { cleanText } from '../validators/text';
import { optionalValue, VALUE_RULES } from '../validators/schemas';
import {
  ALARM_MINUTES_MAX,
  KEY_AREA_ALARM_TYPES,
  KEY_AREA_BOUNDS as B,
  KEY_AREA_MESSAGES as M,
  KEY_AREA_SHAPES,
  KEY_AREA_TYPES,
  POLYGON_MAX_POINTS,
  RADIUS_MAX_M,
  RADIUS_MIN_M,
} from './messages';

export * from './messages';

export type LngLat = [lng: number, lat: number];

export const inKeyAreaBounds = (lng: number, lat: number) => lng >= B.minLng && lng <= B.maxLng && lat >= B.minLat && lat <= B.maxLat;

/** A decimal as people type it: full-width digits and spaces allowed, at most 8 decimals; no exponent, no hex. */
const DECIMAL = /^-?\d{1,3}(?:\.\d{1,8})?$/;

/** Parses the textarea of polygon points, one `lng,lat` per line (full-width comma, spaces or tabs also separate). */
export function parsePoints(text: string): { points: LngLat[] } | { problem: string } {
  const lines = text
    .split(/\r?\n/)
    .map((line, i) => ({ line: cleanText(line), n: i + 1 }))
    .filter((l) => l.line !== '');
  if (!lines.length) return { problem: M.pointsRequired };
  const points: LngLat[] = [];
  for (const { line, n } of lines) {
    const parts = line.split(/\s*[,，;；\s]\s*/);
    if (parts.length !== 2 || !DECIMAL.test(parts[0]) || !DECIMAL.test(parts[1])) return { problem: M.pointLine(n) };
    const [lng, lat] = parts.map(Number);
    if (!inKeyAreaBounds(lng, lat)) return { problem: M.pointOutsideChina(n) };
    points.push([lng, lat]);
  }
  return { points };
}

/** The polygon's ring without a repeated closing point; a problem when fewer than three distinct points or too many. */
export function polygonProblem(points: LngLat[]): string | null {
  if (points.length > POLYGON_MAX_POINTS + 1) return M.tooManyPoints;
  const distinct = new Set(points.map(([lng, lat]) => `${lng},${lat}`));
  if (distinct.size < 3) return M.tooFewPoints;
  if (distinct.size > POLYGON_MAX_POINTS) return M.tooManyPoints;
  return null;
}

/** The ring as stored: consecutive duplicates dropped, the closing point left off (the ring closes itself). */
export function openRing(points: LngLat[]): LngLat[] {
  const ring = points.filter((p, i) => i === 0 || p[0] !== points[i - 1][0] || p[1] !== points[i - 1][1]);
  while (ring.length > 1 && ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1]) ring.pop();
  return ring;
}

/** A typed field as text: '' when left blank (Conform sends no value for an empty field), full-width digits made half-width. */
const text = (message: string) => z.string({ invalid_type_error: message }).optional();

/** The key-area form (strings; also the no-JS form): circle by centre and radius, polygon by a list of points. */
export const keyAreaForm = z
  .object({
    id: optionalIdField(M.notFound),
    name: z.string({ required_error: M.nameRequired }).trim().min(1, M.nameRequired).max(30, M.nameTooLong),
    areaType: z.enum(KEY_AREA_TYPES, { errorMap: () => ({ message: M.typeRequired }) }),
    shape: z.enum(KEY_AREA_SHAPES, { errorMap: () => ({ message: M.shapeRequired }) }),
    cityCode: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z
        .string()
        .regex(/^\d{4}$/, M.cityInvalid)
        .optional(),
    ),
    centerLng: text(M.lngInvalid),
    centerLat: text(M.latInvalid),
    radius: text(M.radiusInvalid),
    points: text(M.pointsRequired),
  })
  .transform((raw, ctx) => {
    const f = {
      ...raw,
      centerLng: cleanText(raw.centerLng ?? ''),
      centerLat: cleanText(raw.centerLat ?? ''),
      radius: cleanText(raw.radius ?? ''),
      points: raw.points ?? '',
    };
    const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    const base = { id: f.id, name: f.name, areaType: f.areaType, shape: f.shape, cityCode: f.cityCode };
    if (f.shape === 'circle') {
      if (f.centerLng === '') issue('centerLng', M.lngRequired);
      else if (!DECIMAL.test(f.centerLng)) issue('centerLng', M.lngInvalid);
      if (f.centerLat === '') issue('centerLat', M.latRequired);
      else if (!DECIMAL.test(f.centerLat)) issue('centerLat', M.latInvalid);
      const lng = Number(f.centerLng);
      const lat = Number(f.centerLat);
      if (DECIMAL.test(f.centerLng) && DECIMAL.test(f.centerLat) && !inKeyAreaBounds(lng, lat)) issue('centerLng', M.outsideChina);
      if (f.radius === '') issue('radius', M.radiusRequired);
      else if (!/^\d{1,6}$/.test(f.radius)) issue('radius', M.radiusInvalid);
      else if (Number(f.radius) < RADIUS_MIN_M || Number(f.radius) > RADIUS_MAX_M) issue('radius', M.radiusRange);
      return { ...base, centerLng: lng, centerLat: lat, radius: Number(f.radius) };
    }
    const parsed = parsePoints(f.points);
    if ('problem' in parsed) {
      issue('points', parsed.problem);
      return { ...base, points: [] as LngLat[] };
    }
    const problem = polygonProblem(parsed.points);
    if (problem) issue('points', problem);
    return { ...base, points: parsed.points };
  });
export type KeyAreaForm = z.input<typeof keyAreaForm>;

const coordinate = (message: string) => z.number({ required_error: message, invalid_type_error: message }).finite(message);

/** What the platform receives (getPage's sibling POST /keyArea/save): JSON numbers, checked again. */
export const keyAreaInput = z
  .object({
    id: optionalIdField(M.notFound),
    name: z.string({ required_error: M.nameRequired }).trim().min(1, M.nameRequired).max(30, M.nameTooLong),
    areaType: z.enum(KEY_AREA_TYPES, { errorMap: () => ({ message: M.typeRequired }) }),
    shape: z.enum(KEY_AREA_SHAPES, { errorMap: () => ({ message: M.shapeRequired }) }),
    cityCode: z
      .string()
      .regex(/^\d{4}$/, M.cityInvalid)
      .optional(),
    centerLng: coordinate(M.lngInvalid).optional(),
    centerLat: coordinate(M.latInvalid).optional(),
    radius: z.number({ invalid_type_error: M.radiusInvalid }).int(M.radiusInvalid).optional(),
    points: z
      .array(z.tuple([coordinate(M.pointsRequired), coordinate(M.pointsRequired)]), { invalid_type_error: M.pointsRequired })
      .max(POLYGON_MAX_POINTS + 1, M.tooManyPoints)
      .optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (v.shape === 'circle') {
      if (v.centerLng === undefined) issue('centerLng', M.lngRequired);
      if (v.centerLat === undefined) issue('centerLat', M.latRequired);
      if (v.centerLng !== undefined && v.centerLat !== undefined && !inKeyAreaBounds(v.centerLng, v.centerLat)) issue('centerLng', M.outsideChina);
      if (v.radius === undefined) issue('radius', M.radiusRequired);
      else if (v.radius < RADIUS_MIN_M || v.radius > RADIUS_MAX_M) issue('radius', M.radiusRange);
    } else {
      if (!v.points?.length) return issue('points', M.pointsRequired);
      const outside = v.points.findIndex(([lng, lat]) => !inKeyAreaBounds(lng, lat));
      if (outside >= 0) return issue('points', M.pointOutsideChina(outside + 1));
      const problem = polygonProblem(v.points);
      if (problem) issue('points', problem);
    }
  });
export type KeyAreaInput = z.infer<typeof keyAreaInput>;

const minutes = (message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? 0 : typeof v === 'string' ? (v.trim() === '' ? 0 : /^\d{1,4}$/.test(cleanText(v)) ? Number(cleanText(v)) : v) : v),
    z.number({ invalid_type_error: message }).int(message).min(0, message).max(ALARM_MINUTES_MAX, message),
  );

/**
 * editAreaAlarm {ids, exitTime, stopTime, mobile}: the alarm rules of one or more areas, which also
 * switches their alarms on. Entering and leaving are always told; stopTime (minutes inside) and
 * exitTime (minutes away after leaving) add their alarms when above 0. mobile: who gets the SMS
 * (none when empty); the company's users get the in-app message either way.
 */
export const areaAlarmForm = z.object({
  ids: z.preprocess((v) => (typeof v === 'string' ? [v] : v), idArray(M.idsRequired).min(1, M.idsRequired).max(100, M.idsRequired)),
  stopTime: minutes(M.stopTimeInvalid),
  exitTime: minutes(M.exitTimeInvalid),
  mobile: optionalValue(VALUE_RULES.mobile, M.mobileInvalid),
});
export const areaAlarmInput = z
  .object({
    ids: idArray(M.idsRequired).min(1, M.idsRequired).max(100, M.idsRequired),
    stopTime: z.number({ invalid_type_error: M.stopTimeInvalid }).int(M.stopTimeInvalid).min(0, M.stopTimeInvalid).max(ALARM_MINUTES_MAX, M.stopTimeInvalid),
    exitTime: z.number({ invalid_type_error: M.exitTimeInvalid }).int(M.exitTimeInvalid).min(0, M.exitTimeInvalid).max(ALARM_MINUTES_MAX, M.exitTimeInvalid),
    mobile: optionalValue(VALUE_RULES.mobile, M.mobileInvalid),
  })
  .strict();
export type AreaAlarmInput = z.infer<typeof areaAlarmInput>;

export const alarmStatusParams = z.object({
  id: idField(M.notFound),
  alarmStatus: z.enum(['0', '1'], { errorMap: () => ({ message: M.alarmStatusInvalid }) }),
});

const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');

/** getPage: the company's key areas (name contains, type, alarm status). */
export const keyAreaQuery = z.object({
  name: optional(z.string().trim().max(30)),
  areaType: optional(z.enum(KEY_AREA_TYPES)),
  alarmStatus: optional(z.enum(['0', '1'])),
  ...pageFields(10, 50),
});
export type KeyAreaQuery = z.infer<typeof keyAreaQuery>;

/** alarmPage: the alarms raised on the company's areas (area, waybill number, type, days). */
export const areaAlarmQuery = z.object({
  areaId: optional(idField(M.notFound)),
  waybillNo: optional(z.string().trim().max(40)),
  alarmType: optional(z.enum(KEY_AREA_ALARM_TYPES)),
  startDate: optional(day),
  endDate: optional(day),
  ...pageFields(20, 50),
});
export type AreaAlarmQuery = z.infer<typeof areaAlarmQuery>;

export const keyAreaRow = z.object({
  id: z.number().int(),
  name: z.string(),
  areaType: z.string(),
  shape: z.enum(KEY_AREA_SHAPES),
  cityCode: z.string().nullable(),
  cityLabel: z.string(),
  centerLng: z.number().nullable(),
  centerLat: z.number().nullable(),
  radius: z.number().int().nullable(),
  points: z.array(z.tuple([z.number(), z.number()])),
  alarmStatus: z.string(),
  stopTime: z.number().int(),
  exitTime: z.number().int(),
  mobile: z.string(),
  updatedAt: z.string(),
});
export type KeyAreaRow = z.infer<typeof keyAreaRow>;

export const areaAlarmRow = z.object({
  id: z.number().int(),
  areaId: z.number().int(),
  areaName: z.string(),
  areaType: z.string(),
  waybillId: z.number().int(),
  waybillNo: z.string(),
  plateNo: z.string(),
  alarmType: z.string(),
  lng: z.number(),
  lat: z.number(),
  /** where the alarm's position is in words ('河北省 唐山市'); null when unknown */
  region: z.string().nullable(),
  /** minutes inside (stay) or away (exit) when the alarm was raised */
  minutes: z.number().int().nullable(),
  at: z.string(),
});
export type AreaAlarmRow = z.infer<typeof areaAlarmRow>;
