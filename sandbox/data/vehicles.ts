/**
 * Vehicle models sold in Brazil, written as the state traffic departments (DETRAN) print them:
 * upper case, no accents. `wmi` is the manufacturer's VIN prefix for vehicles made in Brazil.
 */

export interface VehicleModel {
  marca: string;
  modelo: string;
  wmi: string;
  tipo_veiculo: string;
  especie_veiculo: string;
  combustivel: string;
  potencia: string;
  cilindradas: string;
  quantidade_passageiro: string;
  /** Rough price of a new one (R$), used to estimate what a used one is worth. */
  newPrice: number;
}

function model(
  marca: string, modelo: string, wmi: string, tipo: string, especie: string, combustivel: string,
  potencia: string, cilindradas: string, passageiros: string, newPrice: number,
): VehicleModel {
  return {
    marca, modelo, wmi, tipo_veiculo: tipo, especie_veiculo: especie, combustivel,
    potencia, cilindradas, quantidade_passageiro: passageiros, newPrice,
  };
}

const FLEX = 'ALCOOL/GASOLINA';

export const VEHICLE_MODELS: readonly VehicleModel[] = [
  model('VOLKSWAGEN', 'VW/GOL 1.0', '9BW', 'AUTOMOVEL', 'PASSAGEIRO', FLEX, '84 CV', '999', '5', 75000),
  model('VOLKSWAGEN', 'VW/POLO TSI', '9BW', 'AUTOMOVEL', 'PASSAGEIRO', FLEX, '116 CV', '999', '5', 110000),
  model('FIAT', 'FIAT/ARGO DRIVE 1.0', '9BD', 'AUTOMOVEL', 'PASSAGEIRO', FLEX, '75 CV', '999', '5', 85000),
  model('FIAT', 'FIAT/MOBI LIKE', '9BD', 'AUTOMOVEL', 'PASSAGEIRO', FLEX, '75 CV', '999', '5', 72000),
  model('FIAT', 'FIAT/STRADA FREEDOM CD', '9BD', 'CAMINHONETE', 'CARGA', FLEX, '107 CV', '1332', '5', 115000),
  model('CHEVROLET', 'GM/ONIX 1.0MT LT', '9BG', 'AUTOMOVEL', 'PASSAGEIRO', FLEX, '82 CV', '999', '5', 90000),
  model('CHEVROLET', 'GM/S10 LTZ DD4', '9BG', 'CAMINHONETE', 'CARGA', 'DIESEL', '200 CV', '2776', '5', 280000),
  model('HYUNDAI', 'HYUNDAI/HB20 1.0M COMFORT', '9BH', 'AUTOMOVEL', 'PASSAGEIRO', FLEX, '80 CV', '998', '5', 88000),
  model('TOYOTA', 'TOYOTA/COROLLA XEI 2.0', '9BR', 'AUTOMOVEL', 'PASSAGEIRO', FLEX, '177 CV', '1987', '5', 160000),
  model('TOYOTA', 'TOYOTA/HILUX CD SRV 4X4', '9BR', 'CAMINHONETE', 'CARGA', 'DIESEL', '204 CV', '2755', '5', 300000),
  model('HONDA', 'HONDA/CIVIC EXL CVT', '93H', 'AUTOMOVEL', 'PASSAGEIRO', FLEX, '155 CV', '1997', '5', 170000),
  model('RENAULT', 'RENAULT/KWID ZEN 10MT', '93Y', 'AUTOMOVEL', 'PASSAGEIRO', FLEX, '71 CV', '999', '5', 70000),
  model('FORD', 'FORD/RANGER XLT CD4', '9BF', 'CAMINHONETE', 'CARGA', 'DIESEL', '200 CV', '3198', '5', 270000),
  model('HONDA', 'HONDA/CG 160 FAN', '9C2', 'MOTOCICLETA', 'PASSAGEIRO', FLEX, '15 CV', '162', '2', 16000),
  model('HONDA', 'HONDA/BIZ 125', '9C2', 'MOTOCICLETA', 'PASSAGEIRO', FLEX, '9 CV', '124', '2', 14000),
  model('YAMAHA', 'YAMAHA/FACTOR YBR150 ED', '9C6', 'MOTOCICLETA', 'PASSAGEIRO', FLEX, '12 CV', '149', '2', 15000),
  model('MERCEDES-BENZ', 'M.BENZ/ATEGO 2426 6X2', '9BM', 'CAMINHAO', 'CARGA', 'DIESEL', '256 CV', '7200', '3', 520000),
  model('VOLVO', 'VOLVO/FH 540 6X4T', '9BV', 'CAMINHAO TRATOR', 'TRACAO', 'DIESEL', '540 CV', '12800', '2', 850000),
  model('SCANIA', 'SCANIA/R 450 A6X4', '9BS', 'CAMINHAO TRATOR', 'TRACAO', 'DIESEL', '450 CV', '12700', '2', 780000),
];

export const VEHICLE_COLOURS = ['BRANCA', 'PRATA', 'PRETA', 'CINZA', 'VERMELHA', 'AZUL', 'BEGE', 'VERDE'] as const;

/** Restrictions as RENAVAM prints them; a vehicle has up to four. */
export const VEHICLE_RESTRICTIONS = [
  'ALIENACAO FIDUCIARIA', 'RESTRICAO JUDICIAL RENAJUD', 'RESTRICAO ADMINISTRATIVA', 'ARRENDAMENTO',
  'RESERVA DE DOMINIO', 'RESTRICAO TRIBUTARIA',
] as const;
