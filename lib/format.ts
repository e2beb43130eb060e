/** pt-BR formatting with Intl: identifiers' masks, sizes, ages. */

const LOCALE = 'pt-BR';

export function formatCpf(digits: string): string {
  return digits.length === 11 ? `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}` : digits;
}

export function formatCnpj(characters: string): string {
  return characters.length === 14
    ? `${characters.slice(0, 2)}.${characters.slice(2, 5)}.${characters.slice(5, 8)}/${characters.slice(8, 12)}-${characters.slice(12)}`
    : characters;
}

/** `+5511987654321` → `(11) 98765-4321`; `+558001234567` → `0800 123 4567`. */
export function formatPhone(e164: string): string {
  const national = e164.replace(/^\+55/, '');
  if (/^[3589]00\d{7}$/.test(national)) return `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  const area = national.slice(0, 2);
  const subscriber = national.slice(2);
  const split = subscriber.length - 4;
  return `(${area}) ${subscriber.slice(0, split)}-${subscriber.slice(split)}`;
}

export function formatBytes(bytes: number): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(LOCALE, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/** A moment as people in Brazil write it: `21/11/2026 09:05`. */
export function formatDateTime(ms: number): string {
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(ms).replace(',', '');
}

/** How long ago, in words: "há 2 horas", "agora". */
export function formatAge(thenMs: number, nowMs = Date.now()): string {
  const seconds = Math.round((thenMs - nowMs) / 1000);
  const format = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}

export function formatInteger(value: number): string {
  return new Intl.NumberFormat(LOCALE).format(value);
}

const money = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'BRL' });
const decimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

export function formatMoney(value: number): string {
  return money.format(value);
}

export function formatNumber(value: number): string {
  return decimal.format(value);
}

export function formatHectares(value: number): string {
  return `${decimal.format(value)} ha`;
}

/** `2024-03-05` → `05/03/2024`. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return day && month && year ? `${day}/${month}/${year}` : isoDate;
}

/** `2024-03` → `mar. de 2024`. */
export function formatMonth(isoMonth: string): string {
  const [year, month] = isoMonth.split('-').map(Number);
  if (!year || !month) return isoMonth;
  return new Intl.DateTimeFormat(LOCALE, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
}

/** A CPF or CNPJ by its length; anything else as given. */
export function formatDocument(value: string): string {
  if (value.length === 11) return formatCpf(value);
  if (value.length === 14) return formatCnpj(value);
  return value;
}

/** Whole years between a birth date and today. */
export function ageFrom(isoDate: string, today = new Date()): number | null {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return null;
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) age -= 1;
  return age;
}
