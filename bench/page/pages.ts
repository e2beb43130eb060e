/**
 * The pages bench/page loads, generated deterministically in the shapes real pages have: a big
 * contact table with gazette-like extracts (~80,000 nodes), a gazette of 2,000 paragraphs, and a
 * CRM-like single-page app that renders 500 rows at once and then adds one every 200 ms.
 */
import { cnpjWithCheckDigits } from '../../lib/identifiers/cnpj';
import { cpfWithCheckDigits } from '../../lib/identifiers/cpf';
import { formatCnpj, formatCpf } from '../../lib/identifiers/format';

export interface BenchPage {
  path: string;
  title: string;
  html: string;
  identifiers: number;
  /** How long after load the page keeps changing by itself (the CRM's new rows). */
  settleMs: number;
}

const document = (title: string, body: string) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

export const cpfOf = (index: number) => cpfWithCheckDigits(String(100_000_000 + index * 7919).slice(0, 9));
export const cnpjOf = (index: number) => cnpjWithCheckDigits(String(10_000_000_0001 + index).padStart(12, '0').slice(0, 12));
export const phoneOf = (index: number) => `(11) 9${String(8000_0000 + index).slice(0, 4)}-${String(1000 + (index % 9000)).padStart(4, '0')}`;

/** 6,000 contact rows, a phone in every third, an extract with a CNPJ every tenth. */
function bigTable(): BenchPage {
  const parts: string[] = [];
  let identifiers = 0;
  for (let row = 0; row < 6_000; row++) {
    const hasPhone = row % 3 === 0;
    identifiers += 1 + (hasPhone ? 1 : 0);
    parts.push(
      `<tr><td>${row + 1}</td><td>Contato ${row + 1} da Silva</td><td><span>${formatCpf(cpfOf(row))}</span></td><td>${hasPhone ? phoneOf(row) : 'sem telefone'}</td><td><a href="#">ver</a></td></tr>`,
    );
    if (row % 10 === 0) {
      identifiers += 1;
      parts.push(`<tr><td colspan="5"><p>Extrato: a empresa de CNPJ ${formatCnpj(cnpjOf(row))} recebeu R$ 1.234,56 em 12/03/2024, processo 0001234-56.2024.8.26.0100.</p></td></tr>`);
    }
  }
  return { path: '/tabela', title: 'tabela de 6.000 contatos', html: document('Página grande', `<h1>Contatos</h1><table><tbody>${parts.join('')}</tbody></table>`), identifiers, settleMs: 0 };
}

/** 2,000 acts of a gazette, each naming a person or a company, some with a phone. */
export function gazette(): BenchPage {
  const parts: string[] = [];
  let identifiers = 0;
  for (let act = 0; act < 2_000; act++) {
    const person = act % 2 === 0;
    identifiers += act % 5 === 0 ? 2 : 1;
    parts.push(
      `<p><b>PORTARIA Nº ${act + 1}/2024</b> — O SECRETÁRIO MUNICIPAL DE ADMINISTRAÇÃO, no uso de suas atribuições legais, resolve ${
        person ? `nomear JOSÉ DA SILVA ${act}, CPF ${formatCpf(cpfOf(act))}, para o cargo em comissão de Assessor Técnico, símbolo CC-3` : `homologar o resultado do Pregão Eletrônico nº ${act}/2024 em favor de COMERCIAL ${act} LTDA, CNPJ ${formatCnpj(cnpjOf(act))}, no valor de R$ 12.345,67`
      }, a contar de 01/03/2024.${act % 5 === 0 ? ` Informações pelo telefone ${phoneOf(act)}.` : ''}</p>`,
    );
  }
  return { path: '/diario', title: 'diário oficial de 2.000 atos', html: document('Diário Oficial', `<h1>Diário Oficial do Município</h1>${parts.join('')}`), identifiers, settleMs: 0 };
}

/** A single-page app: an empty shell whose script renders 500 rows at once, then adds 20 more, one every 200 ms. */
function crmApp(): BenchPage {
  const script = `
    const cpfs = ${JSON.stringify(Array.from({ length: 520 }, (_, index) => formatCpf(cpfOf(50_000 + index))))};
    const row = (index) => '<tr><td>Cliente ' + (index + 1) + '</td><td>' + cpfs[index] + '</td><td>(61) 3344-' + String(1000 + index).slice(-4) + '</td><td>cliente' + index + '@empresa.com.br</td><td><button>Editar</button></td></tr>';
    addEventListener('DOMContentLoaded', () => {
      const body = document.querySelector('tbody');
      body.innerHTML = cpfs.slice(0, 500).map((_, index) => row(index)).join('');
      let next = 500;
      const timer = setInterval(() => {
        body.insertAdjacentHTML('afterbegin', row(next));
        if (++next === cpfs.length) clearInterval(timer);
      }, 200);
    });`;
  const body = `<header><h1>CRM</h1><nav>Contatos · Empresas · Negócios</nav></header><table><thead><tr><th>Nome</th><th>CPF</th><th>Telefone</th><th>E-mail</th><th></th></tr></thead><tbody></tbody></table><script>${script}</script>`;
  return { path: '/crm', title: 'CRM: 500 linhas e uma nova a cada 200 ms', html: document('CRM', body), identifiers: 520 * 3, settleMs: 4_500 };
}

export const BENCH_PAGES: BenchPage[] = [bigTable(), gazette(), crmApp()];
