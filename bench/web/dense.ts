/**
 * The pages of bench:web that are not saved copies: a bare page like example.com (what Atalaia costs
 * where there is nothing at all), and two Brazilian pages dense with identifiers in the shapes real
 * ones have: a CRM's contact list of 500 rows (name, CPF, phone, e-mail, company and its CNPJ), and a
 * gazette of 2,000 acts (bench/page's, the same one).
 */
import { formatCnpj, formatCpf } from '../../lib/identifiers/format';
import { cnpjOf, cpfOf, gazette, phoneOf } from '../page/pages';

export interface DensePage {
  name: string;
  title: string;
  html: string;
  identifiers: number;
}

export const BARE_PAGE: DensePage = {
  name: 'bare',
  title: 'página mínima (como example.com)',
  identifiers: 0,
  html: `<!doctype html><html><head><meta charset="utf-8"><title>Example Domain</title><style>body{background:#f0f0f2;margin:0;font-family:system-ui,sans-serif}div{width:600px;margin:5em auto;padding:2em;background:#fdfdff;border-radius:.5em}</style></head><body><div><h1>Example Domain</h1><p>This domain is for use in illustrative examples in documents. You may use this domain in literature without prior coordination or asking for permission.</p><p><a href="https://www.iana.org/domains/example">More information...</a></p></div></body></html>`,
};

function crmTable(): DensePage {
  const rows: string[] = [];
  for (let index = 0; index < 500; index++) {
    const name = `Cliente ${index + 1} de Souza`;
    rows.push(
      `<tr><td><input type="checkbox" aria-label="Selecionar"></td><td><a href="#c${index}">${name}</a></td><td>${formatCpf(cpfOf(20_000 + index))}</td><td>${phoneOf(index)}</td><td>cliente${index + 1}@empresa${index % 40}.com.br</td><td>Comercial ${index % 40} Ltda<br><small>${formatCnpj(cnpjOf(index % 40))}</small></td><td><span class="tag">${index % 3 === 0 ? 'Ativo' : 'Prospecto'}</span></td><td><button>Editar</button></td></tr>`,
    );
  }
  const style = `body{margin:0;font:14px system-ui,sans-serif;display:grid;grid-template-columns:220px 1fr}nav{background:#1f2937;color:#fff;min-height:100vh;padding:1em}nav a{display:block;color:#d1d5db;padding:.4em 0}main{padding:1em}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.4em;text-align:left}.tag{background:#e0f2fe;border-radius:1em;padding:0 .6em}`;
  const body = `<nav><b>CRM</b><a href="#">Início</a><a href="#">Contatos</a><a href="#">Empresas</a><a href="#">Negócios</a><a href="#">Relatórios</a></nav><main><header><h1>Contatos</h1><input type="search" placeholder="Buscar contatos"> <button>Novo contato</button></header><table><thead><tr><th></th><th>Nome</th><th>CPF</th><th>Telefone</th><th>E-mail</th><th>Empresa</th><th>Situação</th><th></th></tr></thead><tbody>${rows.join('')}</tbody></table><footer>500 contatos</footer></main>`;
  // Per row: the CPF, the phone, the e-mail and the company's CNPJ.
  return { name: 'crm-500', title: 'CRM: lista de 500 contatos', identifiers: 500 * 4, html: `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Contatos · CRM</title><style>${style}</style></head><body>${body}</body></html>` };
}

function gazetteOf2000Acts(): DensePage {
  const page = gazette();
  return { name: 'diario-2000', title: page.title, identifiers: page.identifiers, html: page.html };
}

export const DENSE_PAGES: DensePage[] = [crmTable(), gazetteOf2000Acts()];
