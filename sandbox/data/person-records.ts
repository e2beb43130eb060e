/** Vocabulary of the person profile: jobs, tax returns, court cases and regularity records. */

export const OCCUPATIONS = [
  'Auxiliar administrativo', 'Motorista de caminhão', 'Operador de motosserra', 'Vendedor', 'Técnico em enfermagem',
  'Professor de ensino fundamental', 'Analista de sistemas', 'Pedreiro', 'Engenheiro agrônomo', 'Caixa de supermercado',
] as const;

export const TAX_RETURN_SITUATIONS = ['Processada', 'Processada', 'Processada', 'Em processamento', 'Retificadora processada', 'Com pendências'] as const;

/** Court cases: class of action, court and the CNJ segment codes (J.TR) of the court. */
export const LAWSUIT_CLASSES = [
  'Procedimento comum cível', 'Execução fiscal', 'Ação de cobrança', 'Reclamação trabalhista', 'Ação civil pública ambiental',
] as const;

export const LAWSUIT_ROLES = ['Autor', 'Réu', 'Réu', 'Interessado'] as const;

export const REGULARITY_RECORDS = [
  { tipo: 'Protesto', papel: 'Devedor', descricao: 'Título protestado no 1º Tabelionato de Protesto' },
  { tipo: 'Sanção (CEIS)', papel: 'Sancionado', descricao: 'Impedimento de licitar e contratar com a Administração' },
  { tipo: 'Banco Central', papel: 'Responsável', descricao: 'Cheque sem fundos registrado no CCF' },
  { tipo: 'Falência', papel: 'Sócio da falida', descricao: 'Processo de falência de empresa de que foi sócio' },
] as const;

export const AIRCRAFT = [
  { tipo: 'Aeronave', descricao: 'EMBRAER EMB-202 Ipanema (agrícola)', papel: 'Proprietário' },
  { tipo: 'Aeronave', descricao: 'CESSNA 172 Skyhawk', papel: 'Operador' },
  { tipo: 'Drone', descricao: 'DJI Agras T40 (pulverização agrícola)', papel: 'Operador' },
] as const;

export const PATENT_TITLES = [
  'Dispositivo para secagem de grãos com reaproveitamento de calor',
  'Sistema de rastreamento de cargas de madeira por radiofrequência',
  'Composição de adubo orgânico a partir de resíduos de serraria',
] as const;
