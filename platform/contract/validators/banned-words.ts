// Banned words: the text is compared without punctuation, whitespace or case.
import { bannedWordsMessage, type ValidationResult } from './messages';
import { toText } from './text';

/** Whitespace (incl. ideographic and zero-width), ASCII punctuation, Unicode punctuation, CJK and fullwidth punctuation. */
const STRIP_CHARS =
  /[\s\u200b-\u200d\u2060\ufeff!-/:-@[-`{-~\p{P}\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65\u2010-\u2027\u2030-\u205e]/gu;

/** Removes punctuation and whitespace, lower-cases: the text the banned-word check runs on. */
export function normalizeForBannedWords(text: string): string {
  return text.replace(STRIP_CHARS, '').toLowerCase();
}

/** Banned words (as given in `words`, de-duplicated, in list order) contained in `text`. */
export function checkBannedWords(text: string, words: readonly string[]): string[] {
  const haystack = normalizeForBannedWords(text ?? '');
  if (haystack === '') return [];
  const found: string[] = [];
  const seen = new Set<string>();
  for (const word of words) {
    const needle = normalizeForBannedWords(word ?? '');
    if (needle === '' || seen.has(needle)) continue;
    if (haystack.includes(needle)) {
      seen.add(needle);
      found.push(word);
    }
  }
  return found;
}

export function validateBannedWords(text: unknown, words: readonly string[]): ValidationResult {
  const found = checkBannedWords(toText(text), words);
  return found.length === 0 ? true : bannedWordsMessage(found);
}
