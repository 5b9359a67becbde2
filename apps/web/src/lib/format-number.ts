// Written by hand rather than with Intl: creating the first Intl formatter loads ICU data, tens of
// milliseconds of main-thread work while a server-rendered page hydrates, for English-only output.

/** A whole number with thousands separators, e.g. "1,500,000" (rounded; "-" kept). */
export function groupDigits(value: number) {
  const digits = String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && Math.round(value) !== 0 ? `-${digits}` : digits;
}

/** Whole US dollars as people write them, e.g. "$67,000" ("-$5" below zero). */
export function formatUsd(value: number) {
  const text = groupDigits(value);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}
