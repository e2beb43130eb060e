import { emailCompanies, onlineProfilesOfEmail, ownersOfPhone } from '../../../sandbox/generators/contact-lookups';
import { EMAIL_COMPANY, EMAIL_PERSON, PHONE_FULL } from '../../../sandbox/special';
import { ignore, type Fixture } from '../../fixture';
import { DigitalProfilesView, EmailCompaniesView, PhoneView } from './ContactViews';

export default [
  { name: 'telefone', render: () => <PhoneView data={{ telefone: PHONE_FULL, pessoas: ownersOfPhone(PHONE_FULL) }} name="fixture" onOpen={ignore} /> },
  {
    name: 'perfis-digitais',
    render: () => <DigitalProfilesView data={{ email: EMAIL_PERSON, perfis: onlineProfilesOfEmail(EMAIL_PERSON) }} name="fixture" onOpen={ignore} />,
  },
  {
    name: 'empresas-do-email',
    render: () => <EmailCompaniesView data={{ email: EMAIL_COMPANY, empresas: emailCompanies(EMAIL_COMPANY) }} name="fixture" onOpen={ignore} />,
  },
] satisfies Fixture[];
