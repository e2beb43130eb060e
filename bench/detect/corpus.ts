/**
 * A deterministic Portuguese corpus for the detector benchmark: prose, gazette acts and CRM-like
 * records with identifiers of every kind planted in varied formats, decoys that must not be reported,
 * and the ground truth of what must be. Same seed, same text.
 *
 * The ground truth follows the documented rules (docs/detection.md), which the generator respects by
 * construction: plain phone numbers always carry a cue word (`Celular:`); plain 11-digit numbers that
 * are both a CPF and a mobile are planted with a CPF cue, a phone cue, or none (then they are CPFs).
 */
import { cnpjWithCheckDigits } from '../../lib/identifiers/cnpj';
import { cpfWithCheckDigits } from '../../lib/identifiers/cpf';
import { AREA_CODES } from '../../lib/identifiers/phone';
import type { Detection, DetectionKind } from '../../lib/detectors/index';
import { mulberry32 } from '../../sandbox/random';

const prng = mulberry32;

const WORDS = (
  'de a o que e do da em um para é com não uma os no se na por mais as dos como mas foi ao ele das tem à seu sua ou ser ' +
  'quando muito há nos já está eu também só pelo pela até isso ela entre era depois sem mesmo aos ter seus quem nas me ' +
  'esse eles estão você tinha foram essa num nem suas meu às minha têm numa pelos elas havia seja qual será nós tenho ' +
  'lhe deles essas esses pelas este fosse dele tu te vocês vos lhes meus minhas teu tua teus tuas nosso nossa nossos ' +
  'secretaria município estado governo federal processo contrato licitação pregão empresa servidor cargo função ' +
  'nomeação exoneração portaria decreto resolução artigo parágrafo inciso pagamento valor fornecimento serviço obra ' +
  'prefeitura câmara vereador audiência pública relatório anual orçamento despesa receita fiscalização auditoria ' +
  'cliente pedido entrega endereço cidade bairro rua avenida cadastro atualização atendimento solicitação protocolo ' +
  'saúde educação transporte segurança habitação saneamento energia água esgoto coleta limpeza manutenção reforma ' +
  'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro semana mês ano dia hoje ' +
  'informação comunicação publicação extrato aditivo prorrogação vigência objeto contratada contratante fiscal gestor ' +
  'análise parecer jurídico técnico administrativo financeiro contábil patrimonial imóvel veículo equipamento material'
).split(' ');

const FIRST_NAMES = 'Maria José Ana João Antônio Francisca Carlos Paulo Adriana Lucas Juliana Márcia Luís Fernanda Gabriel Letícia Rafael Beatriz Débora Sérgio'.split(' ');
const LAST_NAMES = 'Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Costa Ribeiro Martins Carvalho Araújo Melo Barbosa Conceição Nascimento Gonçalves'.split(' ');
const DOMAINS = ['exemplo.com.br', 'Empresa.COM.BR', 'gmail.com', 'prefeitura.sp.gov.br', 'correio.org.br', 'uol.com.br', 'Mail.Example.com'];
const AREAS = [...AREA_CODES];
const ALPHANUMERIC = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

export interface Corpus {
  text: string;
  truth: Detection[];
  /** How many decoy sentences (dates, money, boletos, keys, cards...) were written. */
  decoys: number;
}

export function generateCorpus(seed: number, targetLength: number): Corpus {
  const random = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const digits = (count: number): string => {
    let out = '';
    for (let index = 0; index < count; index++) out += Math.floor(random() * 10);
    return out;
  };
  const chance = (probability: number): boolean => random() < probability;

  const parts: string[] = [];
  const truth: Detection[] = [];
  let offset = 0;
  const write = (piece: string): void => {
    parts.push(piece);
    offset += piece.length;
  };
  const plant = (kind: DetectionKind, written: string, value: string): void => {
    truth.push({ kind, start: offset, end: offset + written.length, value });
    write(written);
  };

  // --- identifiers -------------------------------------------------------------------------------
  const cpf = (): string => {
    for (;;) {
      const value = cpfWithCheckDigits(digits(9));
      if (!/^(\d)\1{10}$/.test(value)) return value;
    }
  };
  /** A CPF that is also a valid mobile number (area code + 9 + 8 digits): the ambiguous case. */
  const ambiguousCpf = (): string => {
    for (;;) {
      const value = cpfWithCheckDigits(`${pick(AREAS)}9${digits(6)}`);
      if (value[2] === '9') return value;
    }
  };
  const formatCpf = (value: string): string =>
    `${value.slice(0, 3)}.${value.slice(3, 6)}.${value.slice(6, 9)}-${value.slice(9)}`;
  const numericCnpj = (): string => cnpjWithCheckDigits(`${digits(8)}${pick(['0001', '0001', '0002', digits(4)])}`);
  const alphanumericCnpj = (): string => {
    let base = '';
    for (let index = 0; index < 12; index++) base += pick(ALPHANUMERIC);
    if (!/\d/.test(base)) base = `${digits(2)}${base.slice(2)}`;
    return cnpjWithCheckDigits(base);
  };
  const formatCnpj = (value: string): string =>
    `${value.slice(0, 2)}.${value.slice(2, 5)}.${value.slice(5, 8)}/${value.slice(8, 12)}-${value.slice(12)}`;

  const plantCpf = (): void => {
    const value = cpf();
    const format = random();
    if (format < 0.6) plant('cpf', formatCpf(value), value);
    else if (format < 0.8) {
      write(pick(['CPF ', 'CPF: ', 'CPF nº ', 'inscrito no CPF sob o nº ']));
      plant('cpf', value, value);
    } else if (format < 0.9) plant('cpf', `${value.slice(0, 9)}-${value.slice(9)}`, value);
    else plant('cpf', value, value);
  };
  const plantCnpj = (): void => {
    if (chance(0.25)) {
      const value = alphanumericCnpj();
      const roll = random();
      if (roll < 0.6) plant('cnpj', formatCnpj(value), value);
      else if (roll < 0.7) plant('cnpj', formatCnpj(value).toLowerCase(), value);
      else {
        write('CNPJ ');
        plant('cnpj', value, value);
      }
      return;
    }
    const value = numericCnpj();
    if (chance(0.7)) plant('cnpj', formatCnpj(value), value);
    else {
      write(pick(['CNPJ ', 'CNPJ nº ', 'CNPJ/MF ']));
      plant('cnpj', value, value);
    }
  };
  const plantPhone = (): void => {
    const area = pick(AREAS);
    const mobile = chance(0.6);
    const subscriber = mobile ? `9${digits(8)}` : `${2 + Math.floor(random() * 4)}${digits(7)}`;
    const head = subscriber.slice(0, -4);
    const tail = subscriber.slice(-4);
    const value = `+55${area}${subscriber}`;
    if (chance(0.06)) {
      const prefix = pick(['800', '300', '500', '900']);
      const rest = digits(7);
      const written = pick([`0${prefix} ${rest.slice(0, 3)} ${rest.slice(3)}`, `0${prefix}-${rest.slice(0, 3)}-${rest.slice(3)}`, `0${prefix} ${rest}`]);
      plant('phone', written, `+55${prefix}${rest}`);
      return;
    }
    const formats = [
      `(${area}) ${head}-${tail}`,
      `(${area}) ${head}-${tail}`,
      `(${area})${head}-${tail}`,
      `${area} ${head}-${tail}`,
      `${area} ${head} ${tail}`,
      `+55 ${area} ${head}-${tail}`,
      `+55 (${area}) ${head}-${tail}`,
      `+55${area}${subscriber}`,
      `${area}.${head}.${tail}`,
      `0 ${pick(['21', '15', '41', '31'])} ${area} ${head}-${tail}`,
      `(0xx${area}) ${head}-${tail}`,
      `(0${area}) ${head}-${tail}`,
      `${area} ${subscriber.slice(0, -8)} ${subscriber.slice(-8, -4)}-${tail}`.replace(/^(\d\d) {2}/, '$1 '),
      `+55 ${area} ${head} ${tail}`,
    ];
    if (chance(0.15)) {
      write(pick(['Celular: ', 'WhatsApp ', 'Tel. ', 'telefone ', 'fone: ']));
      plant('phone', pick([`${area}${subscriber}`, `55${area}${subscriber}`]), value);
    } else {
      plant('phone', pick(formats), value);
    }
  };
  const emailOf = (name: string): [string, string] => {
    const [first = 'ana', last = 'silva'] = name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(' ');
    const local = pick([`${first}.${last}`, `${first}${last}`, `${first}_${last}${digits(2)}`, `${first[0]}${last}`, `${first}+crm`]);
    const domain = pick(DOMAINS);
    return [`${local}@${domain}`, `${local}@${domain.toLowerCase()}`];
  };
  const plantEmail = (name = personName()): void => {
    const [written, value] = emailOf(name);
    const roll = random();
    if (roll < 0.2) {
      write('<');
      plant('email', written, value);
      write('>');
    } else if (roll < 0.3) {
      write('(');
      plant('email', written, value);
      write(')');
    } else plant('email', written, value);
  };
  const plantMaskedCpf = (): void => {
    const value = cpf();
    const middle = value.slice(3, 9);
    const roll = random();
    if (roll < 0.7) plant('masked_cpf', `***.${middle.slice(0, 3)}.${middle.slice(3)}-**`, `***${middle}**`);
    else if (roll < 0.9) plant('masked_cpf', `***${middle}**`, `***${middle}**`);
    else plant('masked_cpf', `${value.slice(0, 3)}.***.***-${value.slice(9)}`, `${value.slice(0, 3)}******${value.slice(9)}`);
  };
  const personName = (): string => `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;

  // --- filler and decoys -------------------------------------------------------------------------
  const money = (): string => {
    const integer = Math.floor(random() * 10 ** Math.floor(1 + random() * 7));
    return `R$ ${integer.toLocaleString('pt-BR')},${digits(2)}`;
  };
  const date = (): string => {
    const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
    const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
    const year = 2015 + Math.floor(random() * 11);
    return chance(0.7) ? `${day}/${month}/${year}` : `${year}-${month}-${day}`;
  };
  const sentence = (): string => {
    const count = 6 + Math.floor(random() * 16);
    const words: string[] = [];
    for (let index = 0; index < count; index++) {
      const roll = random();
      if (roll < 0.03) words.push(String(Math.floor(random() * 2000)));
      else if (roll < 0.04) words.push(money());
      else if (roll < 0.05) words.push(date());
      else if (roll < 0.06) words.push(`“${pick(WORDS)}”`);
      else if (roll < 0.065) words.push('—');
      else words.push(pick(WORDS) + (chance(0.08) ? ',' : ''));
    }
    const text = words.join(' ').replace(/,$/, '');
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}${pick(['.', '.', '.', '!', '?', ';'])}`;
  };
  const prose = (sentences: number): void => {
    for (let index = 0; index < sentences; index++) write(`${sentence()} `);
  };
  let decoys = 0;
  const decoy = (): void => {
    decoys++;
    const kind = Math.floor(random() * 14);
    switch (kind) {
      case 0:
        write(`Vencimento em ${date()}, valor de ${money()}. `);
        break;
      case 1:
        write(`CEP ${digits(5)}-${digits(3)} ou ${digits(8)}. `);
        break;
      case 2:
        write(`Linha digitável: ${digits(5)}.${digits(5)} ${digits(5)}.${digits(6)} ${digits(5)}.${digits(6)} ${digits(1)} ${digits(14)}. `);
        break;
      case 3: {
        const blocks = [digits(11), digits(11), digits(11), digits(11)];
        write(`Convênio: ${blocks.map((block) => `${block}-${digits(1)}`).join(' ')}. Código ${digits(48)}. `);
        break;
      }
      case 4: {
        // An NF-e access key, grouped in fours or plain, with a CPF or phone-looking stretch inside.
        const key = `35${digits(4)}${cpf()}${digits(27)}`;
        write(chance(0.5) ? `Chave de acesso: ${key.match(/.{4}/g)?.join(' ')}. ` : `Chave NF-e ${key}. `);
        break;
      }
      case 5:
        write(`Cartão ${digits(4)} ${digits(4)} ${digits(4)} ${digits(4)}, validade ${digits(2)}/${digits(2)}. `);
        break;
      case 6:
        write(`Processo nº ${digits(7)}-${digits(2)}.${2015 + Math.floor(random() * 11)}.8.26.${digits(4)}. `);
        break;
      case 7:
        write(`Acesso registrado do IP ${Math.floor(random() * 256)}.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}. `);
        break;
      case 8:
        write(`Código do produto ABC${cpf()} e lote ${cpf()}X. `);
        break;
      case 9:
        write(`Siga @${pick(LAST_NAMES).toLowerCase()} e veja logo@2x.png ou icone@3x.webp. `);
        break;
      case 10:
        write(`Protocolo ${digits(10)}, registro ${17}${digits(8)}. `);
        break;
      case 11:
        write(`Processo SEI ${digits(5)}.${digits(6)}/${2015 + Math.floor(random() * 11)}-${digits(2)}. `);
        break;
      case 12:
        write(`Total ${money()} em ${Math.floor(random() * 100)} parcelas de ${money()}. `);
        break;
      default:
        write(`Versão ${digits(1)}.${digits(2)}.${digits(3)} publicada em ${date()}. `);
    }
  };

  // --- paragraphs --------------------------------------------------------------------------------
  const gazetteAct = (): void => {
    write(`PORTARIA Nº ${Math.floor(random() * 5000)}, DE ${date()}. `);
    prose(1);
    write(`Nomear ${personName().toUpperCase()}, CPF `);
    plantMaskedCpf();
    write(`, para o cargo de ${pick(WORDS)} ${pick(WORDS)}. `);
    if (chance(0.5)) {
      write('Contratada: ');
      write(`${pick(LAST_NAMES)} ${pick(['Ltda', 'S.A.', 'ME', 'EIRELI'])}, CNPJ `);
      plantCnpj();
      write(`, no valor de ${money()}. `);
    }
    if (chance(0.3)) {
      write('Interessado: ');
      plantCpf();
      write('. ');
    }
    prose(1);
  };
  const crmRecord = (): void => {
    const name = personName();
    write(`Nome: ${name} | `);
    plantCpf();
    write(' | Tel: ');
    plantPhone();
    write(' | E-mail: ');
    plantEmail(name);
    if (chance(0.5)) {
      write(' | Empresa: ');
      plantCnpj();
    }
    if (chance(0.3)) {
      write(' | Celular ');
      plantPhone();
    }
    write('\n');
  };
  const ambiguityLine = (): void => {
    const value = ambiguousCpf();
    const roll = random();
    if (roll < 0.4) {
      write(pick(['Documento (CPF) ', 'CPF: ', 'cpf do titular ']));
      plant('cpf', value, value);
    } else if (roll < 0.8) {
      write(pick(['WhatsApp: ', 'Celular ', 'Tel. ', 'zap ', 'Contato: ']));
      plant('phone', value, `+55${value}`);
    } else {
      write('Documento do titular: ');
      plant('cpf', value, value);
    }
    write('.\n');
  };
  /** A table copied as text: cells separated by tabs, one row per line. */
  const tableRows = (): void => {
    write('Nome\tCPF\tTelefone\tE-mail\n');
    const rows = 2 + Math.floor(random() * 4);
    for (let row = 0; row < rows; row++) {
      const name = personName();
      write(`${name}\t`);
      const value = cpf();
      if (chance(0.5)) plant('cpf', formatCpf(value), value);
      else plant('cpf', value, value);
      write('\t');
      plantPhone();
      write('\t');
      plantEmail(name);
      write('\n');
    }
  };
  /** Several plain CPFs in a sentence, separated by commas. */
  const cpfList = (): void => {
    write('Foram notificados os CPFs ');
    const count = 2 + Math.floor(random() * 3);
    for (let index = 0; index < count; index++) {
      if (index > 0) write(index === count - 1 ? ' e ' : ', ');
      const value = cpf();
      plant('cpf', value, value);
    }
    write(', conforme o edital. ');
  };
  const contactSentence = (): void => {
    write(`Para mais informações, ligue ${pick(['para', 'no'])} `);
    plantPhone();
    write(` ou escreva para `);
    plantEmail();
    write(pick(['.', ',', ';', ' ou visite o site.']));
    write(' ');
  };

  while (offset < targetLength) {
    const roll = random();
    if (roll < 0.5) prose(2 + Math.floor(random() * 4));
    else if (roll < 0.62) gazetteAct();
    else if (roll < 0.74) crmRecord();
    else if (roll < 0.8) ambiguityLine();
    else if (roll < 0.86) contactSentence();
    else if (roll < 0.875) tableRows();
    else if (roll < 0.88) cpfList();
    else decoy();
    if (chance(0.3)) write(chance(0.05) ? ' 🙂\n' : '\n');
  }
  return { text: parts.join(''), truth, decoys };
}
