/** Street names, neighbourhoods and complements common in Brazilian towns. */

export const STREETS = [
  'Rua das Flores', 'Avenida Brasil', 'Rua Sete de Setembro', 'Rua XV de Novembro', 'Avenida Getúlio Vargas',
  'Rua Tiradentes', 'Rua Dom Pedro II', 'Avenida Presidente Vargas', 'Rua São José', 'Rua Marechal Deodoro',
  'Avenida Juscelino Kubitschek', 'Rua Santos Dumont', 'Rua Rui Barbosa', 'Rua Bahia', 'Avenida Amazonas',
  'Rua Duque de Caxias', 'Rua Barão do Rio Branco', 'Avenida Castelo Branco', 'Rua José Bonifácio',
  'Rua Floriano Peixoto', 'Rua Benjamin Constant', 'Avenida Independência', 'Rua da Paz', 'Rua das Palmeiras',
  'Rua Castro Alves', 'Travessa São Pedro', 'Rua Monteiro Lobato', 'Avenida das Nações', 'Rua Goiás', 'Rua Pará',
] as const;

export const NEIGHBOURHOODS = [
  'Centro', 'Jardim América', 'Vila Nova', 'Boa Vista', 'Santa Cruz', 'São José', 'Jardim Primavera',
  'Cidade Nova', 'Parque das Árvores', 'Vila Operária', 'Jardim Europa', 'Santa Mônica', 'Bela Vista',
  'Jardim Paulista', 'Alto da Boa Vista', 'Novo Horizonte', 'Industrial', 'Vila Esperança',
] as const;

/** Complements; the empty string stands for a house with no complement. */
export const COMPLEMENTS = ['', '', '', 'Apto 101', 'Apto 304', 'Bloco B, Apto 202', 'Casa 2', 'Fundos', 'Sala 12', 'Loja 3'] as const;

/** Rural addresses (CAFIR `logradouro`) and districts. */
export const RURAL_ROADS = [
  'Estrada Vicinal', 'Rodovia BR-163', 'Rodovia BR-230', 'Rodovia BR-364', 'Linha', 'Estrada do Assentamento',
  'Rodovia MT-220', 'Rodovia PA-150', 'Ramal', 'Travessão',
] as const;

export const RURAL_DISTRICTS = ['Zona Rural', 'Zona Rural', 'Distrito Sede', 'Vila Rural', 'Comunidade São Pedro'] as const;
