/**
 * Economic activities (CNAE subclasses) of the synthetic companies, with the words a company in that
 * activity is usually named with ("Madeireira ...", "Transportadora ...").
 */

export interface EconomicActivity {
  cnae: string;
  descricao: string;
  nameWords: readonly string[];
}

export const ECONOMIC_ACTIVITIES: readonly [EconomicActivity, ...EconomicActivity[]] = [
  { cnae: '1610-2/03', descricao: 'Serrarias com desdobramento de madeira em bruto', nameWords: ['Madeireira', 'Serraria'] },
  { cnae: '0220-9/01', descricao: 'Extração de madeira em florestas nativas', nameWords: ['Florestal', 'Extrativa'] },
  { cnae: '0210-1/07', descricao: 'Extração de madeira em florestas plantadas', nameWords: ['Reflorestadora'] },
  { cnae: '0115-6/00', descricao: 'Cultivo de soja', nameWords: ['Agrícola', 'Agropecuária'] },
  { cnae: '0151-2/01', descricao: 'Criação de bovinos para corte', nameWords: ['Pecuária', 'Agropecuária'] },
  {
    cnae: '4930-2/02',
    descricao: 'Transporte rodoviário de carga, exceto produtos perigosos e mudanças, intermunicipal, interestadual e internacional',
    nameWords: ['Transportadora', 'Transportes'],
  },
  { cnae: '4120-4/00', descricao: 'Construção de edifícios', nameWords: ['Construtora'] },
  { cnae: '4744-0/01', descricao: 'Comércio varejista de ferragens e ferramentas', nameWords: ['Casa de Ferragens', 'Comércio de Materiais'] },
  {
    cnae: '4711-3/02',
    descricao: 'Comércio varejista de mercadorias em geral, com predominância de produtos alimentícios - supermercados',
    nameWords: ['Supermercado'],
  },
  { cnae: '6201-5/01', descricao: 'Desenvolvimento de programas de computador sob encomenda', nameWords: ['Tecnologia', 'Sistemas'] },
];

/** Activities of non-profit entities, the ones that hold tax immunities. */
export const NON_PROFIT_ACTIVITIES: readonly [EconomicActivity, ...EconomicActivity[]] = [
  { cnae: '8513-9/00', descricao: 'Ensino fundamental', nameWords: ['Instituto Educacional', 'Colégio'] },
  {
    cnae: '8610-1/01',
    descricao: 'Atividades de atendimento hospitalar, exceto pronto-socorro e unidades para atendimento a urgências',
    nameWords: ['Hospital Filantrópico', 'Santa Casa'],
  },
  { cnae: '9491-0/00', descricao: 'Atividades de organizações religiosas ou filosóficas', nameWords: ['Igreja Evangélica', 'Paróquia'] },
  { cnae: '8800-6/00', descricao: 'Serviços de assistência social sem alojamento', nameWords: ['Associação Beneficente'] },
];
