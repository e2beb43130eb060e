import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IDENTIFIER_KINDS } from '../settings';
import type { Detection, DetectionKind, Detector } from './index';
import { detect, DETECTION_KINDS, DETECTORS } from './index';
import { found } from './test-helpers';

// 11987654374 and 21987654382 are valid CPFs and valid mobile numbers; 02111987654341 is a valid
// CNPJ and a valid number dialled with a carrier (0 21 11 98765-4341).
const CPF_AND_MOBILE = '11987654374';
const CNPJ_AND_CARRIER_PHONE = '02111987654341';

describe('detect() contract (DESIGN.md 1)', () => {
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
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !['index.ts', 'scan.ts', 'test-helpers.ts'].includes(file),
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
      expect(Object.keys(detector).sort()).toEqual(['cues', 'kind', 'match', 'triggers']);
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
