// The one format of a cargo number (货源编号, issue 42): HY, the China day it was numbered, and a
// sequence of six digits or more — HY20261129000052. The market (publish), the order kinds that
// make a cargo (big, guest) and every seed step number cargo here. Earlier builds also wrote four
// digits (the demo seed: HY202611280027) and seven (the bulk seed); such numbers stay as they were
// stored and stay readable: a number is shown and searched as the text it is.
import { formatDateTime } from '../format';

/** The sequence's width; a longer sequence keeps its digits. */
const SEQUENCE_DIGITS = 6;

/** The cargo number of sequence `seq` (the cargo's id) numbered at `at`, the day in China time. */
export function cargoNumber(seq: number, at: Date = new Date()): string {
  return `HY${formatDateTime(at, 'YYYYMMDD')}${String(seq).padStart(SEQUENCE_DIGITS, '0')}`;
}

/** Numbers written now. */
export const CARGO_NUMBER = /^HY\d{8}\d{6,}$/;
/** Any cargo number this platform has written, the earlier four- and seven-digit sequences included. */
export const ANY_CARGO_NUMBER = /^HY\d{8}\d{4,}$/;
