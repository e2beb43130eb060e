/** A looked-up identifier as people write it, whatever its kind: the panel's header and its printed report. */
import { formatDocument, formatPhone } from '../identifiers/format';
import type { QueryKind } from '../panel/query';
import { formatNirf, formatSncr } from './index';

export function formatQueryValue(kind: QueryKind, value: string): string {
  switch (kind) {
    case 'cpf':
    case 'cnpj':
      return formatDocument(value);
    case 'phone':
      return formatPhone(value);
    case 'nirf':
      return formatNirf(value);
    case 'imovel':
      return formatSncr(value);
    default:
      return value;
  }
}
