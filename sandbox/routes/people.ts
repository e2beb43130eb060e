/**
 * Person-centred entry points, served at the root like the `base_url` group. Their shapes are not in
 * the spec; they follow lib/api/schemas.ts.
 */
import { Hono } from 'hono';
import { emailCompanies, onlineProfilesOfEmail, ownersOfPhone } from '../generators/contact-lookups';
import { personProfileOf } from '../generators/person-profile';
import { cpfParam, emailParam, phoneParam } from '../params';

export function peopleRoutes(): Hono {
  const routes = new Hono();

  routes.get('/pessoas/cpf/:cpf', (c) => c.json(personProfileOf(cpfParam(c.req.param('cpf')))));

  routes.get('/pessoas/telefone/:telefone', (c) => {
    const telefone = phoneParam(c.req.param('telefone'));
    return c.json({ telefone, pessoas: ownersOfPhone(telefone) });
  });

  routes.get('/perfis/email/:email', (c) => {
    const email = emailParam(c.req.param('email'));
    return c.json({ email, perfis: onlineProfilesOfEmail(email) });
  });

  routes.get('/empresas/email/:email', (c) => {
    const email = emailParam(c.req.param('email'));
    return c.json({ email, empresas: emailCompanies(email) });
  });

  return routes;
}
