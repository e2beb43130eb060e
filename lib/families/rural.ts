import type { RuralProfile } from '../api/schemas';
import { defineFamily } from './types';

export const ruralFamily = defineFamily<RuralProfile>({
  id: 'rural',
  label: 'tabRural',
  requests: { cpf: (cpf) => ({ resource: 'ruralProfile', cpf }) },
  count: (rural) => rural.propriedades_sncr.length + rural.propriedades_cafir.length + rural.infracoes.length + (rural.transportes?.parceiros.length ?? 0),
  summary: (rural) => ({ properties: rural.propriedades_sncr.length + rural.propriedades_cafir.length }),
  review: {
    kinds: ['cpf'],
    facts: (rural) => ({
      ruralProperties: rural.propriedades_sncr.length + rural.propriedades_cafir.length,
      embargoes: rural.infracoes.filter((infraction) => (infraction.area_embargada ?? 0) > 0).length,
    }),
  },
});
