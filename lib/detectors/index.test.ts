import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IDENTIFIER_KINDS } from '../settings';
import type { Detection, DetectionKind, Detector } from './index';
import { detect, DETECTION_KINDS, DETECTORS } from './index';
import { found, valuesOf } from './test-helpers';

// 11987654374 and 21987654382 are valid CPFs and valid mobile numbers; 02111987654341 is a valid
// CNPJ and a valid number dialled with a carrier (0 21 11 98765-4341).
const CPF_AND_MOBILE = '11987654374';
const CNPJ_AND_CARRIER_PHONE = '02111987654341';

describe('detect() contract (docs/contracts.md, 1)', () => {
  const text =
    'Olá, José 😀! CPF 529.982.247-25, tel. (11) 98765-4321, e-mail Ana@Exemplo.COM.br; ' +
    'empresa 11.222.333/0001-81 e 12.ABC.345/01DE-35; servidor ***.456.789-**; 0800 123 4567.';

  it('finds every kind with exact UTF-16 spans and normalized values, sorted', () => {
    const at = (kind: DetectionKind, written: string, value: string): Detection => {
      const start = text.indexOf(written);
      return { kind, start, end: start + written.length, value };
    };
    expect(detect(text)).toEqual([
      { kind: 'cpf', start: 18, end: 32, value: '52998224725' },
      at('phone', '(11) 98765-4321', '+5511987654321'),
      at('email', 'Ana@Exemplo.COM.br', 'Ana@exemplo.com.br'),
      at('cnpj', '11.222.333/0001-81', '11222333000181'),
      at('cnpj', '12.ABC.345/01DE-35', '12ABC34501DE35'),
      at('masked_cpf', '***.456.789-**', '***456789**'),
      at('phone', '0800 123 4567', '+558001234567'),
    ]);
  });

  it('counts offsets in UTF-16 code units (an emoji is two, an accented letter one)', () => {
    for (const detection of detect(text)) {
      const written = text.slice(detection.start, detection.end);
      expect(written.replace(/[^0-9A-Za-z*@.+_-]/g, '').length).toBeGreaterThan(0);
      expect(text.indexOf(written)).toBe(detection.start);
    }
    expect(detect('😀😀 529.982.247-25')[0]).toMatchObject({ start: 5, end: 19 });
    expect(detect('ação: 529.982.247-25')[0]).toMatchObject({ start: 6, end: 20 });
    expect(detect('e\u0301: 529.982.247-25')[0]).toMatchObject({ start: 4, end: 18 });
    expect(detect('😀529.982.247-25')[0]).toMatchObject({ start: 2, end: 16 });
  });

  it('treats letters of any script as glue, and no-break spaces as spaces', () => {
    expect(detect('ж52998224725 e 52998224725ç')).toEqual([]);
    expect(found('(11)\u00a098765-4321')).toEqual([['phone', '(11)\u00a098765-4321', '+5511987654321']]);
    expect(found('nº\u00a0529.982.247-25')).toEqual([['cpf', '529.982.247-25', '52998224725']]);
  });

  it('returns plain objects of exactly the contract shape, sorted and not overlapping', () => {
    const detections = detect(`${text}\n${text}`);
    expect(detections).toHaveLength(14);
    for (const detection of detections) expect(Object.keys(detection).sort()).toEqual(['end', 'kind', 'start', 'value']);
    for (let index = 1; index < detections.length; index++) {
      expect(detections[index]!.start).toBeGreaterThanOrEqual(detections[index - 1]!.end);
    }
  });

  it('finds nothing in an empty or identifier-free text', () => {
    expect(detect('')).toEqual([]);
    expect(detect('Nada a declarar em 12 de março de 2024.')).toEqual([]);
  });

  it('is not thrown off by a previous call (no state leaks between calls)', () => {
    const first = detect(text);
    detect('(11 9 CNPJ 12ABC34501DE35 @@ ***');
    expect(detect(text)).toEqual(first);
  });
});

describe('restricting kinds', () => {
  const text = 'CPF 529.982.247-25, celular (11) 98765-4321, joao@x.com';

  it('reports only the kinds asked for', () => {
    expect(found(text, ['phone', 'email']).map(([kind]) => kind)).toEqual(['phone', 'email']);
    expect(found(text, [])).toEqual([]);
    expect(detect(text, { kinds: new Set<DetectionKind>(['cpf']) })).toHaveLength(1);
  });

  it('never changes what the other kinds find: a number that is a CPF stays one, unreported', () => {
    expect(found(CPF_AND_MOBILE)).toEqual([['cpf', CPF_AND_MOBILE, CPF_AND_MOBILE]]);
    expect(found(CPF_AND_MOBILE, ['phone'])).toEqual([]);
    for (const kinds of [['cpf'], ['phone', 'email'], ['masked_cpf', 'cnpj']] as DetectionKind[][]) {
      expect(detect(text, { kinds })).toEqual(detect(text).filter((detection) => kinds.includes(detection.kind)));
    }
  });
});

describe('ambiguity: plain numbers two detectors claim', () => {
  it.each([
    [`CPF ${CPF_AND_MOBILE}`, 'cpf'],
    [`cpf do titular: ${CPF_AND_MOBILE}`, 'cpf'],
    [`Celular ${CPF_AND_MOBILE}`, 'phone'],
    [`tel. ${CPF_AND_MOBILE}`, 'phone'],
    [`Telefone: ${CPF_AND_MOBILE}`, 'phone'],
    [`FONE ${CPF_AND_MOBILE}`, 'phone'],
    [`WhatsApp: ${CPF_AND_MOBILE}`, 'phone'],
    [`zap ${CPF_AND_MOBILE}`, 'phone'],
    [`Contato: ${CPF_AND_MOBILE}`, 'phone'],
    [`cél. ${CPF_AND_MOBILE}`, 'phone'],
    [`CPF e celular: ${CPF_AND_MOBILE}`, 'phone'],
    [`Celular e CPF: ${CPF_AND_MOBILE}`, 'cpf'],
    [`CPF/CNPJ: ${CPF_AND_MOBILE}`, 'cpf'],
    [`Documento: ${CPF_AND_MOBILE}`, 'cpf'],
    [CPF_AND_MOBILE, 'cpf'],
    [`Celular\n${CPF_AND_MOBILE}`, 'cpf'],
    [`celular: ${'x'.repeat(30)} ${CPF_AND_MOBILE}`, 'cpf'],
    [`CNPJ ${CNPJ_AND_CARRIER_PHONE}`, 'cnpj'],
    [`Tel ${CNPJ_AND_CARRIER_PHONE}`, 'phone'],
    [CNPJ_AND_CARRIER_PHONE, 'cnpj'],
  ])('%j is a %s', (text, kind) => {
    expect(detect(text).map((detection) => detection.kind)).toEqual([kind]);
  });

  it('gives the phone its E.164 value and the CPF its digits', () => {
    expect(detect(`celular ${CPF_AND_MOBILE}`)[0]?.value).toBe(`+55${CPF_AND_MOBILE}`);
    expect(detect(`cpf ${CPF_AND_MOBILE}`)[0]?.value).toBe(CPF_AND_MOBILE);
  });
});

describe('cues from outside the line: a label, a column header', () => {
  const LANDLINE = '6933020602';

  it.each([
    ['Telefone', 'phone', `+55${LANDLINE}`],
    ['Fone/Fax', 'phone', `+55${LANDLINE}`],
    ['Celular (WhatsApp)', 'phone', `+55${LANDLINE}`],
    ['num_telefone_serventia', 'phone', `+55${LANDLINE}`],
  ])('a bare phone under the label %j is a phone', (context, kind, value) => {
    expect(detect(LANDLINE, { context })).toEqual([{ kind, start: 0, end: LANDLINE.length, value }]);
  });

  it.each([
    ['no label', undefined],
    ['a label of another kind', 'CPF'],
    ['a label without a cue word', 'Código'],
    ['a cue word inside a longer word', 'Hotel'],
  ])('a bare phone with %s is not reported', (_, context) => {
    expect(detect(LANDLINE, context === undefined ? undefined : { context })).toEqual([]);
  });

  it('lets a label settle a number two kinds claim, unless the line has its own cue', () => {
    expect(detect(CPF_AND_MOBILE, { context: 'Telefone' }).map(({ kind }) => kind)).toEqual(['phone']);
    expect(detect(CPF_AND_MOBILE, { context: 'CPF' }).map(({ kind }) => kind)).toEqual(['cpf']);
    expect(detect(`CPF ${CPF_AND_MOBILE}`, { context: 'Telefone' }).map(({ kind }) => kind)).toEqual(['cpf']);
    expect(detect(CNPJ_AND_CARRIER_PHONE, { context: 'Fone' }).map(({ kind }) => kind)).toEqual(['phone']);
  });

  it('lets a CNPJ label admit a plain alphanumeric CNPJ', () => {
    expect(found('12ABC34501DE35')).toEqual([]);
    expect(detect('12ABC34501DE35', { context: 'CNPJ do fornecedor' }).map(({ value }) => value)).toEqual(['12ABC34501DE35']);
    expect(detect('12ABC34501DE35', { context: 'Código' })).toEqual([]);
  });

  it('changes nothing for numbers that need no cue, and nothing with kinds filtered', () => {
    const text = 'CPF 529.982.247-25, (11) 98765-4321, a@b.com';
    expect(detect(text, { context: 'Telefone' })).toEqual(detect(text));
    expect(detect(LANDLINE, { context: 'Telefone', kinds: ['cpf'] })).toEqual([]);
  });

  describe('the header line of a delimited table', () => {
    const csv = 'CNS,NUM_CNPJ_SERVENTIA,NUM_FAX_SERVENTIA,num_telefone_serventia,responsavel\n' + '09.602-4,05910963000146,2147483647,6933020602,FRANCISCO\n' + '09.566-1,12ABC34501DE35,6932114122,6932114122,PATRICIA\n';

    it('gives each bare number the cue of its column', () => {
      expect(found(csv)).toEqual([
        ['cnpj', '05910963000146', '05910963000146'],
        ['phone', '6933020602', '+556933020602'],
        ['cnpj', '12ABC34501DE35', '12ABC34501DE35'],
        ['phone', '6932114122', '+556932114122'],
        ['phone', '6932114122', '+556932114122'],
      ]);
    });

    it.each([
      ['tabs', 'Nome\tTelefone\nMaria\t1134567890\n'],
      ['semicolons, with a BOM and quotes', '\ufeff"Nome";"Telefone"\r\n"Silva; Maria";"1134567890"\r\n'],
      ['pipes', 'Nome | Fone\nMaria | 1134567890\n'],
      ['a quoted field over two lines', 'Endereço,Telefone\n"Rua A,\n10",1134567890\n'],
      ['a title line first', 'Relatório\nNome,Telefone\nMaria,1134567890\n'],
      ['a title with a comma and a blank line first', 'Cartórios de Porto Velho, 2024\n\nNome;Fone\nMaria;1134567890\n'],
    ])('reads headers with %s', (_, text) => {
      expect(valuesOf('phone', text)).toEqual(['+551134567890']);
    });

    it.each([
      ['a number in a column without a cue', 'Telefone,Protocolo\n1134567890,2134567890\n', ['+551134567890']],
      ['a header that is a row of data', '1134567890,Telefone\n1134567890,2134567890\n', []],
      ['prose under a table (a line without delimiters)', 'Nome,Telefone\nMaria,1134567890\nVeja depois 2134567890 hoje\n', ['+551134567890']],
      ['a first line that is a sentence', 'O telefone, o CPF e o endereço de cada servidor estão no anexo desta portaria municipal\nMaria,1134567890\n', []],
      ['a sentence with a comma and a cue word, then a line of digits', 'Ligue para o telefone abaixo, das 8h às 18h\n1134567890\n', []],
      ['a sentence with a comma and a cue word, then a row of another shape', 'Fale conosco por telefone, e-mail ou carta\nMaria;Rua A;1134567890\n', []],
      ['a header further down than a title and four lines', 'a\nb\nc\nd\ne\nNome,Telefone\nMaria,1134567890\n', []],
      ['a single column', 'Telefone\n1134567890\n', []],
    ])('ignores %s', (_, text, phones) => {
      expect(valuesOf('phone', text)).toEqual(phones);
    });
  });
});

describe('decoys', () => {
  it.each([
    ['dates', '12/03/2024, 2024-03-12, 12.03.2024'],
    ['money', 'R$ 1.234.567,89 e R$ 12.345.678.901,00'],
    ['CEPs', 'CEP 01310-100 ou 01310100'],
    ['a boleto line (47 digits)', '23793.38128 60000.000003 00000.000400 1 84340000012345'],
    ['a boleto line (48 digits)', '83620000000-5 66780048100-0 18097565731-3 00158963608-1'],
    ['a boleto line without separators', '23793381286000000000300000000400184340000012345'],
    ['an NF-e access key', '3519 0312 3456 7800 0123 5500 1000 0012 3410 0001 2345'],
    ['an NF-e access key, plain, with a valid CPF inside', `35190312${'52998224725'}345678000123550010000012341`],
    ['a card number', '4111 1111 1111 1111 e 4111-1111-1111-1111 e 4111111111111111'],
    ['a CNJ case number', 'Processo nº 0001234-56.2024.8.26.0100'],
    ['an SEI process number', 'Processo SEI 12345.678901/2024-11'],
    ['an IP address', 'acesso de 192.168.0.1 e 10.0.0.254'],
    ['identifiers glued to letters', 'ABC52998224725 11222333000181XYZ cod11987654321'],
    ['a time stamp and a protocol number', 'registro 1712345678 protocolo 2134567890'],
    ['handles and file names', '@maria @joao.silva logo@2x.png'],
    ['a grouped run', '1234 5678 9012 3456 7890 1234'],
  ])('%s', (_, text) => {
    expect(detect(text)).toEqual([]);
  });
});

describe('detector registry', () => {
  const directory = new URL('.', import.meta.url);
  const detectorFiles = readdirSync(directory).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !['index.ts', 'scan.ts', 'cues.ts', 'test-helpers.ts'].includes(file),
  );
  const fileOf = (kind: DetectionKind) => `${kind.replaceAll('_', '-')}.ts`;

  it('has one detector per kind, and the kinds are the ones the settings offer', () => {
    expect(DETECTORS.map((detector) => detector.kind).sort()).toEqual([...DETECTION_KINDS].sort());
    expect([...DETECTION_KINDS].sort()).toEqual([...IDENTIFIER_KINDS].sort());
  });

  it('has exactly one file per kind, named after it, that exports the registered detector and nothing else', async () => {
    expect(detectorFiles.sort()).toEqual(DETECTION_KINDS.map(fileOf).sort());
    for (const kind of DETECTION_KINDS) {
      const module = (await import(`./${fileOf(kind)}`)) as Record<string, Detector>;
      const exported = Object.values(module);
      expect(exported).toHaveLength(1);
      expect(exported[0]?.kind).toBe(kind);
      expect(DETECTORS).toContain(exported[0]);
    }
  });

  it('gives every detector the same shape', () => {
    for (const detector of DETECTORS) {
      expect(Object.keys(detector).sort()).toEqual(['cues', 'hidden', 'kind', 'match', 'size', 'triggers']);
      expect(detector.triggers).toBeGreaterThan(0);
      expect(typeof detector.match).toBe('function');
      for (const cue of detector.cues) expect(cue).toMatch(/^[a-z]+$/);
    }
  });

  it('keeps cue words unique to one kind', () => {
    const cues = DETECTORS.flatMap((detector) => detector.cues);
    expect(new Set(cues).size).toBe(cues.length);
  });

  it('settles ties CPF and CNPJ before phone (the documented default)', () => {
    const order = DETECTORS.map((detector) => detector.kind);
    expect(order.indexOf('cpf')).toBeLessThan(order.indexOf('phone'));
    expect(order.indexOf('cnpj')).toBeLessThan(order.indexOf('phone'));
  });
});
