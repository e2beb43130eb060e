/** Identifiers as people write them: the masks of CPF, CNPJ and phone numbers. */

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

/** A CPF or CNPJ by its length; anything else as given. */
export function formatDocument(value: string): string {
  if (value.length === 11) return formatCpf(value);
  if (value.length === 14) return formatCnpj(value);
  return value;
}
