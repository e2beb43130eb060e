/**
 * Real municipalities with their IBGE codes (7 digits, the last one a check digit), area code (DDD)
 * and approximate coordinates of the town centre. Every one of the 27 federative units has at least
 * one entry, so any state can be placed on the map. Coordinates are rounded to two decimals: good
 * enough to scatter infractions around the town.
 */
import type { Uf } from '../../lib/identifiers/uf';

export interface Municipality {
  ibge: string;
  nome: string;
  uf: Uf;
  ddd: string;
  latitude: number;
  longitude: number;
}

function town(ibge: string, nome: string, uf: Uf, ddd: string, latitude: number, longitude: number): Municipality {
  return { ibge, nome, uf, ddd, latitude, longitude };
}

export const MUNICIPALITIES: readonly Municipality[] = [
  // North
  town('1200401', 'Rio Branco', 'AC', '68', -9.97, -67.81),
  town('1200203', 'Cruzeiro do Sul', 'AC', '68', -7.63, -72.67),
  town('1302603', 'Manaus', 'AM', '92', -3.12, -60.02),
  town('1301902', 'Itacoatiara', 'AM', '92', -3.14, -58.44),
  town('1303403', 'Parintins', 'AM', '92', -2.63, -56.74),
  town('1600303', 'Macapá', 'AP', '96', 0.03, -51.07),
  town('1600600', 'Santana', 'AP', '96', -0.06, -51.17),
  town('1501402', 'Belém', 'PA', '91', -1.46, -48.49),
  town('1500800', 'Ananindeua', 'PA', '91', -1.37, -48.37),
  town('1505502', 'Paragominas', 'PA', '91', -2.99, -47.35),
  town('1506807', 'Santarém', 'PA', '93', -2.44, -54.71),
  town('1500602', 'Altamira', 'PA', '93', -3.2, -52.21),
  town('1504208', 'Marabá', 'PA', '94', -5.37, -49.12),
  town('1505536', 'Parauapebas', 'PA', '94', -6.07, -49.9),
  town('1100205', 'Porto Velho', 'RO', '69', -8.76, -63.9),
  town('1100122', 'Ji-Paraná', 'RO', '69', -10.88, -61.95),
  town('1100023', 'Ariquemes', 'RO', '69', -9.91, -63.04),
  town('1100304', 'Vilhena', 'RO', '69', -12.74, -60.15),
  town('1100288', 'Rolim de Moura', 'RO', '69', -11.73, -61.78),
  town('1400100', 'Boa Vista', 'RR', '95', 2.82, -60.67),
  town('1721000', 'Palmas', 'TO', '63', -10.18, -48.33),
  town('1702109', 'Araguaína', 'TO', '63', -7.19, -48.21),
  town('1709500', 'Gurupi', 'TO', '63', -11.73, -49.07),
  // North-east
  town('2704302', 'Maceió', 'AL', '82', -9.67, -35.74),
  town('2700300', 'Arapiraca', 'AL', '82', -9.75, -36.66),
  town('2927408', 'Salvador', 'BA', '71', -12.97, -38.5),
  town('2905701', 'Camaçari', 'BA', '71', -12.7, -38.32),
  town('2919207', 'Lauro de Freitas', 'BA', '71', -12.89, -38.33),
  town('2914802', 'Itabuna', 'BA', '73', -14.79, -39.28),
  town('2918407', 'Juazeiro', 'BA', '74', -9.41, -40.5),
  town('2910800', 'Feira de Santana', 'BA', '75', -12.27, -38.97),
  town('2933307', 'Vitória da Conquista', 'BA', '77', -14.86, -40.84),
  town('2903201', 'Barreiras', 'BA', '77', -12.15, -45.0),
  town('2304400', 'Fortaleza', 'CE', '85', -3.73, -38.53),
  town('2303709', 'Caucaia', 'CE', '85', -3.74, -38.66),
  town('2307650', 'Maracanaú', 'CE', '85', -3.87, -38.63),
  town('2307304', 'Juazeiro do Norte', 'CE', '88', -7.21, -39.32),
  town('2312908', 'Sobral', 'CE', '88', -3.69, -40.35),
  town('2111300', 'São Luís', 'MA', '98', -2.53, -44.3),
  town('2105302', 'Imperatriz', 'MA', '99', -5.52, -47.49),
  town('2103000', 'Caxias', 'MA', '99', -4.86, -43.36),
  town('2101202', 'Bacabal', 'MA', '99', -4.22, -44.78),
  town('2507507', 'João Pessoa', 'PB', '83', -7.12, -34.86),
  town('2504009', 'Campina Grande', 'PB', '83', -7.23, -35.88),
  town('2510808', 'Patos', 'PB', '83', -7.02, -37.28),
  town('2611606', 'Recife', 'PE', '81', -8.05, -34.88),
  town('2607901', 'Jaboatão dos Guararapes', 'PE', '81', -8.11, -35.01),
  town('2609600', 'Olinda', 'PE', '81', -8.01, -34.86),
  town('2610707', 'Paulista', 'PE', '81', -7.94, -34.87),
  town('2604106', 'Caruaru', 'PE', '81', -8.28, -35.98),
  town('2611101', 'Petrolina', 'PE', '87', -9.39, -40.5),
  town('2211001', 'Teresina', 'PI', '86', -5.09, -42.8),
  town('2207702', 'Parnaíba', 'PI', '86', -2.9, -41.78),
  town('2208007', 'Picos', 'PI', '89', -7.08, -41.47),
  town('2408102', 'Natal', 'RN', '84', -5.79, -35.21),
  town('2403251', 'Parnamirim', 'RN', '84', -5.92, -35.26),
  town('2408003', 'Mossoró', 'RN', '84', -5.19, -37.34),
  town('2800308', 'Aracaju', 'SE', '79', -10.91, -37.07),
  town('2804805', 'Nossa Senhora do Socorro', 'SE', '79', -10.85, -37.13),
  town('2803500', 'Lagarto', 'SE', '79', -10.92, -37.65),
  // Centre-west
  town('5300108', 'Brasília', 'DF', '61', -15.79, -47.88),
  town('5208707', 'Goiânia', 'GO', '62', -16.68, -49.25),
  town('5201405', 'Aparecida de Goiânia', 'GO', '62', -16.82, -49.24),
  town('5201108', 'Anápolis', 'GO', '62', -16.33, -48.95),
  town('5218805', 'Rio Verde', 'GO', '64', -17.8, -50.93),
  town('5211909', 'Jataí', 'GO', '64', -17.88, -51.72),
  town('5002704', 'Campo Grande', 'MS', '67', -20.47, -54.62),
  town('5003702', 'Dourados', 'MS', '67', -22.22, -54.81),
  town('5008305', 'Três Lagoas', 'MS', '67', -20.75, -51.68),
  town('5003207', 'Corumbá', 'MS', '67', -19.01, -57.65),
  town('5103403', 'Cuiabá', 'MT', '65', -15.6, -56.1),
  town('5108402', 'Várzea Grande', 'MT', '65', -15.65, -56.13),
  town('5105259', 'Lucas do Rio Verde', 'MT', '65', -13.05, -55.91),
  town('5107602', 'Rondonópolis', 'MT', '66', -16.47, -54.64),
  town('5107909', 'Sinop', 'MT', '66', -11.86, -55.51),
  town('5107925', 'Sorriso', 'MT', '66', -12.55, -55.71),
  // South-east
  town('3205309', 'Vitória', 'ES', '27', -20.32, -40.34),
  town('3205002', 'Serra', 'ES', '27', -20.13, -40.31),
  town('3205200', 'Vila Velha', 'ES', '27', -20.33, -40.29),
  town('3201308', 'Cariacica', 'ES', '27', -20.26, -40.42),
  town('3203205', 'Linhares', 'ES', '27', -19.39, -40.07),
  town('3201209', 'Cachoeiro de Itapemirim', 'ES', '28', -20.85, -41.11),
  town('3106200', 'Belo Horizonte', 'MG', '31', -19.92, -43.94),
  town('3118601', 'Contagem', 'MG', '31', -19.93, -44.05),
  town('3106705', 'Betim', 'MG', '31', -19.97, -44.2),
  town('3131307', 'Ipatinga', 'MG', '31', -19.47, -42.54),
  town('3136702', 'Juiz de Fora', 'MG', '32', -21.76, -43.35),
  town('3127701', 'Governador Valadares', 'MG', '33', -18.85, -41.95),
  town('3170206', 'Uberlândia', 'MG', '34', -18.92, -48.28),
  town('3170107', 'Uberaba', 'MG', '34', -19.75, -47.93),
  town('3151800', 'Poços de Caldas', 'MG', '35', -21.79, -46.56),
  town('3152501', 'Pouso Alegre', 'MG', '35', -22.23, -45.94),
  town('3170701', 'Varginha', 'MG', '35', -21.55, -45.43),
  town('3122306', 'Divinópolis', 'MG', '37', -20.14, -44.89),
  town('3143302', 'Montes Claros', 'MG', '38', -16.73, -43.86),
  town('3304557', 'Rio de Janeiro', 'RJ', '21', -22.91, -43.17),
  town('3303302', 'Niterói', 'RJ', '21', -22.88, -43.1),
  town('3304904', 'São Gonçalo', 'RJ', '21', -22.83, -43.05),
  town('3301702', 'Duque de Caxias', 'RJ', '21', -22.79, -43.31),
  town('3303500', 'Nova Iguaçu', 'RJ', '21', -22.76, -43.45),
  town('3301009', 'Campos dos Goytacazes', 'RJ', '22', -21.75, -41.32),
  town('3303906', 'Petrópolis', 'RJ', '24', -22.51, -43.18),
  town('3306305', 'Volta Redonda', 'RJ', '24', -22.52, -44.1),
  town('3550308', 'São Paulo', 'SP', '11', -23.55, -46.63),
  town('3518800', 'Guarulhos', 'SP', '11', -23.46, -46.53),
  town('3534401', 'Osasco', 'SP', '11', -23.53, -46.79),
  town('3547809', 'Santo André', 'SP', '11', -23.66, -46.53),
  town('3548708', 'São Bernardo do Campo', 'SP', '11', -23.69, -46.56),
  town('3513801', 'Diadema', 'SP', '11', -23.69, -46.62),
  town('3530607', 'Mogi das Cruzes', 'SP', '11', -23.52, -46.19),
  town('3525904', 'Jundiaí', 'SP', '11', -23.19, -46.88),
  town('3549904', 'São José dos Campos', 'SP', '12', -23.18, -45.89),
  town('3548500', 'Santos', 'SP', '13', -23.96, -46.33),
  town('3506003', 'Bauru', 'SP', '14', -22.31, -49.06),
  town('3529005', 'Marília', 'SP', '14', -22.21, -49.95),
  town('3552205', 'Sorocaba', 'SP', '15', -23.5, -47.46),
  town('3543402', 'Ribeirão Preto', 'SP', '16', -21.18, -47.81),
  town('3549805', 'São José do Rio Preto', 'SP', '17', -20.82, -49.38),
  town('3541406', 'Presidente Prudente', 'SP', '18', -22.12, -51.39),
  town('3509502', 'Campinas', 'SP', '19', -22.91, -47.06),
  town('3538709', 'Piracicaba', 'SP', '19', -22.73, -47.65),
  // South
  town('4106902', 'Curitiba', 'PR', '41', -25.43, -49.27),
  town('4125506', 'São José dos Pinhais', 'PR', '41', -25.53, -49.21),
  town('4119905', 'Ponta Grossa', 'PR', '42', -25.09, -50.16),
  town('4113700', 'Londrina', 'PR', '43', -23.31, -51.16),
  town('4115200', 'Maringá', 'PR', '44', -23.42, -51.94),
  town('4104808', 'Cascavel', 'PR', '45', -24.96, -53.46),
  town('4108304', 'Foz do Iguaçu', 'PR', '45', -25.55, -54.59),
  town('4108403', 'Francisco Beltrão', 'PR', '46', -26.08, -53.05),
  town('4118501', 'Pato Branco', 'PR', '46', -26.23, -52.67),
  town('4205407', 'Florianópolis', 'SC', '48', -27.6, -48.55),
  town('4216602', 'São José', 'SC', '48', -27.61, -48.63),
  town('4204608', 'Criciúma', 'SC', '48', -28.68, -49.37),
  town('4209102', 'Joinville', 'SC', '47', -26.3, -48.85),
  town('4202404', 'Blumenau', 'SC', '47', -26.92, -49.07),
  town('4208203', 'Itajaí', 'SC', '47', -26.91, -48.66),
  town('4204202', 'Chapecó', 'SC', '49', -27.1, -52.62),
  town('4314902', 'Porto Alegre', 'RS', '51', -30.03, -51.23),
  town('4304606', 'Canoas', 'RS', '51', -29.92, -51.18),
  town('4309209', 'Gravataí', 'RS', '51', -29.94, -50.99),
  town('4314407', 'Pelotas', 'RS', '53', -31.77, -52.34),
  town('4305108', 'Caxias do Sul', 'RS', '54', -29.17, -51.18),
  town('4314100', 'Passo Fundo', 'RS', '54', -28.26, -52.41),
  town('4316907', 'Santa Maria', 'RS', '55', -29.69, -53.81),
];

const BY_IBGE = new Map(MUNICIPALITIES.map((municipality) => [municipality.ibge, municipality]));

export function municipalityByIbge(ibge: string): Municipality | undefined {
  return BY_IBGE.get(ibge);
}

export function municipalitiesOf(uf: Uf): Municipality[] {
  return MUNICIPALITIES.filter((municipality) => municipality.uf === uf);
}

/**
 * Municipalities where rural records are plausible: the agricultural and forest frontier (North,
 * Centre-west, inland North-east), where fiscal modules are large and timber is transported.
 */
export const RURAL_UFS: readonly Uf[] = ['PA', 'MT', 'RO', 'AM', 'AC', 'TO', 'MA', 'GO', 'MS', 'BA', 'PR', 'MG'];
