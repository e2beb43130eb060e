/**
 * Brazilian telephone numbers, normalized to E.164 (`+55` + area code + number). Only the 67 area
 * codes in use are accepted; mobiles have 9 digits starting with 9, landlines 8 digits starting 2-5.
 * Non-geographic numbers (0800, 0300, 0500, 0900) become `+55800...` and so on.
 */

export const AREA_CODES: ReadonlySet<string> = new Set(
  [
    '11 12 13 14 15 16 17 18 19',
    '21 22 24 27 28',
    '31 32 33 34 35 37 38',
    '41 42 43 44 45 46 47 48 49',
    '51 53 54 55',
    '61 62 63 64 65 66 67 68 69',
    '71 73 74 75 77 79',
    '81 82 83 84 85 86 87 88 89',
    '91 92 93 94 95 96 97 98 99',
  ]
    .join(' ')
    .split(' '),
);

export const NON_GEOGRAPHIC_PREFIXES = ['800', '300', '303', '500', '900'];

/** Area code + subscriber number (10 or 11 digits) to E.164, or `null` when it is not a real number. */
export function nationalDigitsToE164(national: string): string | null {
  const areaCode = national.slice(0, 2);
  const subscriber = national.slice(2);
  if (!AREA_CODES.has(areaCode)) return null;
  const isMobile = subscriber.length === 9 && subscriber.startsWith('9');
  const isLandline = subscriber.length === 8 && /^[2-5]/.test(subscriber);
  return isMobile || isLandline ? `+55${national}` : null;
}

/** A non-geographic number's digits after the leading 0 (`8001234567`), to E.164, or `null`. */
export function nonGeographicDigitsToE164(digits: string): string | null {
  return /^\d{10}$/.test(digits) && NON_GEOGRAPHIC_PREFIXES.includes(digits.slice(0, 3)) ? `+55${digits}` : null;
}

/**
 * A phone number as typed (`(11) 98765-4321`, `+55 11 98765 4321`, `0055 11 98765 4321`,
 * `0 21 11 98765-4321`, `0800 123 4567`) to E.164, or `null` when it is not a real Brazilian number.
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    if (!digits.startsWith('55')) return null;
    digits = digits.slice(2);
  } else if (/^0055\d{10,11}$/.test(digits)) {
    // The international prefix 00 and the country code, as dialled from abroad.
    digits = digits.slice(4);
  } else if (/^0\d{12,13}$/.test(digits)) {
    // Long-distance dialling: 0 + two-digit carrier code + area code + number.
    digits = digits.slice(3);
  } else if (digits.startsWith('0')) {
    digits = digits.slice(1);
  } else if (digits.length > 11 && digits.startsWith('55')) {
    digits = digits.slice(2);
  }
  return nonGeographicDigitsToE164(digits) ?? nationalDigitsToE164(digits);
}

/** E.164 to the digits the records API takes in a path: area code + number, without +55. */
export function e164ToNationalDigits(e164: string): string {
  return e164.replace(/^\+55/, '');
}
