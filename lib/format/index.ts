/** Numbers, sizes and dates in the language the extension speaks (pt-BR first, English second). */
import { t, uiLocale } from '../i18n';

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** One formatter per kind and locale: building an Intl formatter costs more than using it. */
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(name: string, build: (locale: string) => T): T {
  const locale = uiLocale();
  const key = `${name}:${locale}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build(locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatBytes(bytes: number): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(uiLocale(), { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/** A moment as people write it: `21/11/2026 09:05` in pt-BR, in Brasília time. */
export function formatDateTime(ms: number): string {
  return new Intl.DateTimeFormat(uiLocale(), { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(ms).replace(',', '');
}

export function formatInteger(value: number): string {
  return cached('integer', (locale) => new Intl.NumberFormat(locale)).format(value);
}

/** A count in a narrow place (a bar's figure): `1.234`, and `12 mil` from ten thousand on, never a bare `2023` that reads like a year. */
export function formatCount(value: number): string {
  if (Math.abs(value) < 10_000) return formatInteger(value);
  return cached('compact', (locale) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 })).format(value);
}

/** Amounts are always in reais, written the way the person's language writes numbers. */
export function formatMoney(value: number): string {
  return cached('money', (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' })).format(value);
}

export function formatNumber(value: number): string {
  return cached('decimal', (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })).format(value);
}

export function formatHectares(value: number): string {
  return `${formatNumber(value)} ha`;
}

/** `2024-03-05` → `05/03/2024` (pt-BR) or `3/5/2024` (English); anything else as given. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return cached('date', (locale) => new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })).format(
    Date.UTC(year, month - 1, day),
  );
}

/** `2024-03` → `mar. de 2024`. */
export function formatMonth(isoMonth: string): string {
  const [year, month] = isoMonth.split('-').map(Number);
  if (!year || !month) return isoMonth;
  return cached('month', (locale) => new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' })).format(Date.UTC(year, month - 1, 1));
}

/** Whole years between a birth date and today. */
export function ageFrom(isoDate: string, today = new Date()): number | null {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return null;
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) age -= 1;
  return age;
}

/** A wait or a time left as a person says it: "45 s", "3 min". */
export function formatWait(milliseconds: number): string {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
  return seconds < 120 ? t('retryAfterSeconds', seconds) : t('retryAfterMinutes', Math.ceil(seconds / 60));
}

/** Areas of urban lots and buildings: `1.250,5 m²`. */
export function formatSquareMeters(value: number): string {
  return `${formatNumber(value)} m²`;
}

/** A quantity in the unit its record gives (`12,5 m³`, `40 st`); the bare number when there is none. */
export function formatWithUnit(value: number, unit: string | null | undefined): string {
  return unit ? `${formatNumber(value)} ${unit}` : formatNumber(value);
}

/** Digits in groups as Brazilians write a code: `groups` are the sizes, the last after a hyphen. */
function groupDigits(value: string, sizes: number[]): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== sizes.reduce((total, size) => total + size, 0)) return value;
  const parts: string[] = [];
  let start = 0;
  for (const size of sizes) {
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  const checkDigit = parts.pop() ?? '';
  return `${parts.join('.')}-${checkDigit}`;
}

/** A CEP: `06150720` → `06150-720`; anything not 8 digits as given. */
export function formatCep(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : value;
}

/** An SNCR (INCRA) property code: `9500410123456` → `950.041.012.345-6`; anything not 13 digits as given. */
export function formatSncr(value: string): string {
  return groupDigits(value, [3, 3, 3, 3, 1]);
}

/** A NIRF (CAFIR) number: `81234567` → `8.123.456-7`; anything not 8 digits as given. */
export function formatNirf(value: string): string {
  return groupDigits(value, [1, 3, 3, 1]);
}
