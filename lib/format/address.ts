import type { Address } from '../api/schemas';
import { formatCep } from './index';

/** An address on one line: street, number and complement, then district, city/UF and CEP. */
export function addressLine(address: Address | null): string | null {
  if (!address) return null;
  const street = [address.logradouro, address.numero, address.complemento].filter(Boolean).join(', ');
  const place = [address.bairro, address.cidade && address.uf ? `${address.cidade}/${address.uf}` : address.cidade ?? address.uf, address.cep ? formatCep(address.cep) : null]
    .filter(Boolean)
    .join(' · ');
  return [street, place].filter(Boolean).join(' — ') || null;
}
