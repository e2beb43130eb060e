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
