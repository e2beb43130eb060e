/**
 * GET /demo: a Portuguese page full of identifiers the sandbox knows (a gazette excerpt, a contact
 * table, a CRM contact card, a form with a note, an empty "Novo contato" form to try "Preencher
 * formulário" on), in the formats found in the wild, plus numbers that only look like identifiers.
 * It exercises the extension's detectors and look-ups end to end.
 */
import { companyName } from '../generators/company';
import { personName } from '../generators/person';
import {
  CNPJ_ALPHANUMERIC, CNPJ_NUMERIC, CPF_EMPTY, CPF_FULL, CPF_JOB_FAILS, CPF_LARGE, EMAIL_COMPANY, EMAIL_NOBODY,
  EMAIL_PERSON, IBGE_WITH_RECORDS, NIRF_WITH_RECORDS, PHONE_FULL, PHONE_NO_OWNER, SNCR_CODE_WITH_RECORDS,
} from '../special';

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** 12345678909 -> 123.456.789-09 */
function formatCpf(cpf: string): string {
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

/** 12ABC34501DE35 -> 12.ABC.345/01DE-35 */
function formatCnpj(cnpj: string): string {
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}

/** 11987654321 -> (11) 98765-4321; 2134567890 -> (21) 3456-7890 */
function formatPhone(national: string): string {
  const number = national.slice(2);
  return `(${national.slice(0, 2)}) ${number.slice(0, -4)}-${number.slice(-4)}`;
}

/**
 * An NF-e access key (44 digits) whose last digit is the mod-11 check digit, printed in groups of
 * four as on a DANFE. It embeds a CNPJ inside a longer run of digits: a detector must not report it.
 */
function nfeAccessKey(): string {
  // State 51 (MT), June 2026, issuer's CNPJ, model 55, series 001, invoice number, normal emission, random code.
  const base = ['51', '2606', CNPJ_NUMERIC, '55', '001', '000001231', '1', '00000123'].join('');
  let weight = 2;
  let sum = 0;
  for (let index = base.length - 1; index >= 0; index--) {
    sum += Number(base[index]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  const key = `${base}${rest < 2 ? 0 : 11 - rest}`;
  return key.replace(/(\d{4})(?=\d)/g, '$1 ');
}

const STYLE = `
  body { font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2933; background: #f5f7fa; margin: 0; }
  main { max-width: 62rem; margin: 0 auto; padding: 1.5rem; }
  header p { color: #52606d; }
  section { background: #fff; border: 1px solid #d9e2ec; border-radius: 6px; padding: 1rem 1.25rem; margin: 1.25rem 0; }
  .gazette { font-family: Georgia, 'Times New Roman', serif; }
  .gazette h2 { text-align: center; text-transform: uppercase; font-size: 1.05rem; border-bottom: 3px double #1f2933; padding-bottom: .5rem; }
  .gazette h3 { font-size: 1rem; margin-bottom: .25rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid #d9e2ec; padding: .4rem .6rem; text-align: left; vertical-align: top; }
  th { background: #f0f4f8; }
  td:nth-child(2), td:nth-child(3) { white-space: nowrap; }
  .card { display: grid; grid-template-columns: 10rem 1fr; gap: .35rem 1rem; max-width: 36rem; }
  .card dt { color: #52606d; }
  .card dd { margin: 0; }
  label { display: block; margin: .75rem 0 .25rem; }
  input, textarea { font: inherit; width: 100%; max-width: 36rem; padding: .35rem; box-sizing: border-box; }
  .decoys li { font-variant-numeric: tabular-nums; }
  .crm-columns { display: grid; grid-template-columns: 1fr 1fr; gap: 0 2rem; align-items: start; }
  @media (max-width: 50rem) { .crm-columns { grid-template-columns: 1fr; } }
  #novo-contato { padding: 0 0 0 1.25rem; border-left: 1px solid #d9e2ec; }
  #novo-contato h3 { margin: .25rem 0 0; }
  #novo-contato label { margin: .4rem 0 .1rem; }
  #novo-contato p { margin: .75rem 0 0; }
  button { font: inherit; padding: .35rem .9rem; }
`;

export function demoPage(): string {
  const full = personName(CPF_FULL).nome;
  const empty = personName(CPF_EMPTY).nome;
  const failing = personName(CPF_JOB_FAILS).nome;
  const large = personName(CPF_LARGE).nome;
  const timberCompany = companyName(CNPJ_NUMERIC).razao_social;
  const school = companyName(CNPJ_ALPHANUMERIC).razao_social;
  const e = escapeHtml;
  const largeCpf = formatCpf(CPF_LARGE);
  const nirf = `${NIRF_WITH_RECORDS.slice(0, 1)}.${NIRF_WITH_RECORDS.slice(1, 4)}.${NIRF_WITH_RECORDS.slice(4, 7)}-${NIRF_WITH_RECORDS.slice(7)}`;
  const sncr = SNCR_CODE_WITH_RECORDS.replace(/^(\d{3})(\d{3})(\d{3})(\d{3})(\d)$/, '$1.$2.$3.$4-$5');
  const maskedFull = `***.${CPF_FULL.slice(3, 6)}.${CPF_FULL.slice(6, 9)}-**`;

  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Atalaia: página de demonstração</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<main>
<header>
  <h1>Página de demonstração</h1>
  <p>Todos os nomes, documentos e contatos desta página são fictícios e respondidos pelo sandbox local da API de registros.</p>
  <p>A mesma edição do diário em PDF, para o leitor de documentos do Atalaia: <a href="/demo.pdf" id="diario-pdf">Diário Oficial de Sinop (PDF)</a>.</p>
</header>

<section class="gazette" id="diario-oficial">
  <h2>Diário Oficial do Município de Sinop/MT · Ano XXII · Edição nº 5.874 · 30 de junho de 2026</h2>
  <article>
    <h3>Secretaria Municipal de Administração: Extrato do Contrato nº 112/2026</h3>
    <p>CONTRATANTE: Município de Sinop/MT. CONTRATADA: ${e(timberCompany)}, inscrita no CNPJ sob o nº ${formatCnpj(CNPJ_NUMERIC)},
    neste ato representada por ${e(full)}, CPF ${formatCpf(CPF_FULL)}. OBJETO: fornecimento de madeira serrada (Cumaru e Ipê)
    para a reforma de pontes rurais. VALOR GLOBAL: R$ 187.450,00. VIGÊNCIA: 01/07/2026 a 31/12/2026.
    Processo administrativo nº 2026.0412.000318.</p>
  </article>
  <article>
    <h3>Termo de Fomento nº 07/2026</h3>
    <p>Partes: o Município e o ${e(school)}, CNPJ ${formatCnpj(CNPJ_ALPHANUMERIC)}. Responsável técnico:
    ${e(empty)}, CPF ${formatCpf(CPF_EMPTY)}. Fiscal do termo: ${e(large)}, CPF
    ${largeCpf.slice(0, 8)}<b>${largeCpf.slice(8, 11)}</b>${largeCpf.slice(11)}. Telefone para contato: ${formatPhone(PHONE_FULL)}.</p>
  </article>
  <article>
    <h3>Portaria nº 1.204/2026</h3>
    <p>Concede licença para capacitação ao servidor de CPF ${maskedFull}, matrícula 40.112-3, de 01/08/2026 a 29/10/2026.</p>
  </article>
  <article>
    <h3>Secretaria de Agricultura: Cadastro de Imóveis Rurais</h3>
    <p>Imóvel rural com NIRF ${nirf} e código SNCR ${sncr}, localizado no município de código IBGE ${IBGE_WITH_RECORDS},
    regularizado em 12/05/2026.</p>
  </article>
</section>

<section id="contatos">
  <h2>Contatos da rede de fornecedores</h2>
  <table>
    <thead><tr><th>Nome</th><th>CPF</th><th>Telefone</th><th>E-mail</th><th>Empresa</th></tr></thead>
    <tbody>
      <tr><td>${e(full)}</td><td>${formatCpf(CPF_FULL)}</td><td>${formatPhone(PHONE_FULL)}</td><td>${EMAIL_PERSON}</td><td>${e(timberCompany)} (${formatCnpj(CNPJ_NUMERIC)})</td></tr>
      <tr><td>${e(empty)}</td><td>${CPF_EMPTY}</td><td>+55 21 3456-7890</td><td>${EMAIL_NOBODY}</td><td>—</td></tr>
      <tr><td>${e(failing)}</td><td>${formatCpf(CPF_JOB_FAILS)}</td><td>${formatPhone(PHONE_NO_OWNER)}</td><td>—</td><td>—</td></tr>
      <tr><td>${e(large)}</td><td>${formatCpf(CPF_LARGE)}</td><td>0800 123 4567</td><td>${EMAIL_COMPANY}</td><td>${e(school)} (${formatCnpj(CNPJ_ALPHANUMERIC)})</td></tr>
    </tbody>
  </table>
</section>

<section id="crm">
  <h2>CRM · Lead nº 4821</h2>
  <div class="crm-columns">
    <div>
      <dl class="card">
        <dt>Nome</dt><dd>${e(full)}</dd>
        <dt>CPF</dt><dd>${CPF_FULL}</dd>
        <dt>Celular</dt><dd>+55 ${formatPhone(PHONE_FULL)}</dd>
        <dt>E-mail</dt><dd><a href="mailto:${EMAIL_PERSON}">${EMAIL_PERSON}</a></dd>
        <dt>Empresa</dt><dd>${e(timberCompany)} · CNPJ ${CNPJ_NUMERIC}</dd>
        <dt>Próximo contato</dt><dd>15/07/2026</dd>
        <dt>Ticket médio</dt><dd>R$ 12.500,00</dd>
      </dl>
      <form onsubmit="return false">
        <label for="cpf-titular">CPF do titular</label>
        <input id="cpf-titular" name="cpf" value="${formatCpf(CPF_JOB_FAILS)}">
        <label for="observacoes">Observações</label>
        <textarea id="observacoes" name="observacoes" rows="3">Pediu retorno pelo telefone ${formatPhone(PHONE_FULL)} ou pelo e-mail ${EMAIL_COMPANY}. CNPJ da filial: ${CNPJ_ALPHANUMERIC}.</textarea>
      </form>
    </div>
    <form id="novo-contato" aria-labelledby="novo-contato-titulo" onsubmit="return false">
      <h3 id="novo-contato-titulo">Novo contato</h3>
      <label for="contato-nome">Nome completo</label>
      <input id="contato-nome" name="nome" autocomplete="off">
      <label for="contato-cpf">CPF</label>
      <input id="contato-cpf" name="cpf" autocomplete="off">
      <label for="contato-celular">Celular</label>
      <input id="contato-celular" name="celular" type="tel" autocomplete="off">
      <label for="contato-email">E-mail</label>
      <input id="contato-email" name="email" type="email" autocomplete="off">
      <label for="contato-cidade">Cidade</label>
      <input id="contato-cidade" name="cidade" autocomplete="off">
      <p><button type="submit">Salvar contato</button></p>
    </form>
  </div>
</section>

<section class="decoys" id="nao-identificadores">
  <h2>Números que não são identificadores</h2>
  <ul>
    <li>Data de publicação: 30/06/2026</li>
    <li>Valor empenhado: R$ 1.234.567,89</li>
    <li>CEP da prefeitura: 78550-000</li>
    <li>Linha digitável do boleto: 23793.38128 60007.827136 95000.063305 9 84410026000</li>
    <li>Chave de acesso da NF-e: ${nfeAccessKey()}</li>
    <li>Protocolo de atendimento: 2026.0001.234567</li>
  </ul>
</section>
</main>
</body>
</html>
`;
}
