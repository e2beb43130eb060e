import type { RuralProfile } from '../api/schemas';
import { defineFamily } from './types';

/** Rural properties are the SNCR and CAFIR properties; infractions and transport partners are counted under their own names. */
const propertyCount = (rural: RuralProfile) => rural.propriedades_sncr.length + rural.propriedades_cafir.length;

export const ruralFamily = defineFamily<RuralProfile>({
  id: 'rural',
  label: 'tabRural',
  requests: { cpf: (cpf) => ({ resource: 'ruralProfile', cpf }) },
  count: propertyCount,
  records: (rural) => propertyCount(rural) + rural.infracoes.length + (rural.transportes?.parceiros.length ?? 0),
  others: (rural) => [
    { label: 'infractions', count: rural.infracoes.length },
    { label: 'transportPartners', count: rural.transportes?.parceiros.length ?? 0 },
  ],
  summary: (rural) => ({ ruralProperties: propertyCount(rural) }),
  review: {
    kinds: ['cpf'],
    facts: (rural) => ({
      ruralProperties: propertyCount(rural),
      embargoes: rural.infracoes.filter((infraction) => (infraction.area_embargada ?? 0) > 0).length,
    }),
  },
});
