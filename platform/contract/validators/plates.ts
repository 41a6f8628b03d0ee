// Vehicle plates: the form rule of the spec and the full GA 36-2018 families, after a plate as
// typed is normalised (`京A·12345` → `京A12345`).
import { MESSAGES, type Validator } from './messages';
import { PATTERNS } from './patterns';
import { check, cleanText, toText } from './text';

/**
 * A plate as typed → half-width, upper-case, spaces, dots and dashes out (`京A·12345` → `京A12345`).
 * An embassy plate is stored as GA 36 writes it, 使 last (`224001使`); typed with 使 first
 * (`使224001`, as it is often read aloud) it is stored the same way.
 */
export function normalizePlate(value: unknown): string {
  return cleanText(value)
    .replace(/[\s\-.\u00b7\u2022\u30fb\uff65]/g, '')
    .toUpperCase()
    .replace(/^使(\d{6})$/, '$1使');
}

/** Form rule: province char, capital letter, five capitals/digits/underscores. See `isVehicleNo`. */
export const isVehicleNoFormat = (value: unknown): boolean => PATTERNS.vehicleNo.test(toText(value).trim());
export const validateVehicleNo: Validator = (value) => check(isVehicleNoFormat(value), MESSAGES.vehicleNo);

/** Plate of any GA 36-2018 family (ordinary, 挂/学/警/领/港/澳, new-energy, 使, 应急), after `normalizePlate`. */
export function isVehicleNo(value: unknown): boolean {
  const text = normalizePlate(value);
  return [PATTERNS.plateOrdinary, PATTERNS.plateNewEnergy, PATTERNS.plateEmbassy, PATTERNS.plateEmergency].some((pattern) => pattern.test(text));
}
export const validateVehicleNoFull: Validator = (value) => check(isVehicleNo(value), MESSAGES.vehicleNo);
