import type { EmailProfiles } from '../api/schemas';
import { defineFamily } from './types';

export const digitalProfilesFamily = defineFamily<EmailProfiles>({
  id: 'digitalProfiles',
  label: 'digitalProfiles',
  requests: { email: (email) => ({ resource: 'digitalProfiles', email }) },
  count: (profiles) => profiles.perfis.length,
});
