import type { SocialBenefitsResult } from '../api/schemas';
import { defineFamily } from './types';

export const socialFamily = defineFamily<SocialBenefitsResult>({
  id: 'social',
  label: 'tabSocial',
  requests: { cpf: (cpf, { beneficiaryName }) => ({ resource: 'socialBenefits', cpf, ...(beneficiaryName ? { name: beneficiaryName } : {}) }) },
  count: (social) => social.auxilio_brasil.length + social.bolsa_familia.length + social.auxilio_emergencial.length + social.bpc.length,
  filters: ['beneficiaryName'],
});
