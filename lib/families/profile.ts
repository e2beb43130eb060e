import type { PersonProfile } from '../api/schemas';
import { defineFamily } from './types';

export const profileFamily = defineFamily<PersonProfile>({
  id: 'profile',
  label: 'tabProfile',
  requests: { cpf: (cpf) => ({ resource: 'personProfile', cpf }) },
  count: (profile) => profile.enderecos.length + profile.telefones.length + profile.emails.length + profile.parentes.length + profile.declaracoes_ir.length,
  // A profile with only its personal data (a name, a birth date) is not empty: the header shows them, and so does the tab.
  records: (profile) =>
    profile.enderecos.length +
    profile.telefones.length +
    profile.emails.length +
    profile.parentes.length +
    profile.declaracoes_ir.length +
    ([profile.nome, profile.rg, profile.data_nascimento, profile.sexo, profile.cns].some(Boolean) ? 1 : 0),
  summary: (profile) => {
    const address = profile.enderecos[0];
    return { name: profile.nome ?? null, place: address?.cidade ? `${address.cidade}/${address.uf ?? ''}` : null };
  },
  review: { kinds: ['cpf'], facts: (profile) => ({ name: profile.nome ?? null }) },
});
