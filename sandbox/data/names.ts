/** Common Brazilian given names and surnames, and the words company names are built from. */

export const FEMALE_FIRST_NAMES = [
  'Maria', 'Ana', 'Francisca', 'Antônia', 'Adriana', 'Juliana', 'Márcia', 'Fernanda', 'Patrícia', 'Aline',
  'Sandra', 'Camila', 'Amanda', 'Bruna', 'Jéssica', 'Letícia', 'Júlia', 'Luciana', 'Vanessa', 'Mariana',
  'Gabriela', 'Vera', 'Vitória', 'Larissa', 'Cláudia', 'Beatriz', 'Rita', 'Luana', 'Sônia', 'Renata',
  'Eliane', 'Josefa', 'Simone', 'Natália', 'Raimunda', 'Débora', 'Cristiane', 'Tatiane', 'Rosângela', 'Helena',
] as const;

export const MALE_FIRST_NAMES = [
  'José', 'João', 'Antônio', 'Francisco', 'Carlos', 'Paulo', 'Pedro', 'Lucas', 'Luiz', 'Marcos',
  'Luís', 'Gabriel', 'Rafael', 'Daniel', 'Marcelo', 'Bruno', 'Eduardo', 'Felipe', 'Raimundo', 'Rodrigo',
  'Manoel', 'Mateus', 'André', 'Fernando', 'Fábio', 'Leonardo', 'Gustavo', 'Guilherme', 'Leandro', 'Tiago',
  'Anderson', 'Ricardo', 'Márcio', 'Jorge', 'Sebastião', 'Alexandre', 'Roberto', 'Edson', 'Diego', 'Vitor',
] as const;

/** Second given names, used for about a third of the people ("Maria Aparecida", "João Pedro"). */
export const FEMALE_MIDDLE_NAMES = ['Aparecida', 'de Fátima', 'Eduarda', 'Clara', 'Luiza', 'Cristina', 'Helena'] as const;
export const MALE_MIDDLE_NAMES = ['Carlos', 'Pedro', 'Paulo', 'Henrique', 'Augusto', 'Roberto', 'Miguel'] as const;

export const SURNAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
  'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Pinto', 'Correia', 'Moura', 'Cavalcanti',
  'Batista', 'Campos', 'Monteiro', 'Castro', 'Rezende', 'Farias', 'Brito', 'Pires', 'Tavares', 'Azevedo',
] as const;

/** Particles that join a surname in some full names ("dos Santos", "de Oliveira"). */
export const SURNAME_PARTICLES: Readonly<Record<string, string>> = {
  Santos: 'dos', Oliveira: 'de', Souza: 'de', Araújo: 'de', Andrade: 'de', Freitas: 'de', Moura: 'de', Castro: 'de',
};

/** The distinctive part of a company name. */
export const COMPANY_NAMES = [
  'Santa Rita', 'Boa Vista', 'São Jorge', 'Nova Aliança', 'Três Irmãos', 'Ouro Verde', 'Rio Claro',
  'Bom Jesus', 'Estrela do Norte', 'Vale Verde', 'Primavera', 'Santa Luzia', 'Progresso', 'Horizonte',
  'Araguaia', 'Tapajós', 'Serra Azul', 'Pioneira', 'União', 'Paraíso',
] as const;

export const COMPANY_SUFFIXES = ['Ltda', 'Ltda', 'Ltda', 'S.A.', 'ME', 'EPP'] as const;

/** Names of rural properties. */
export const RURAL_PROPERTY_KINDS = ['Fazenda', 'Fazenda', 'Sítio', 'Chácara', 'Estância', 'Gleba'] as const;
export const RURAL_PROPERTY_NAMES = [
  'Santa Luzia', 'Boa Esperança', 'São Francisco', 'Bela Vista', 'Santa Maria', 'Três Marias', 'Recanto Verde',
  'Água Limpa', 'Campo Alegre', 'Nossa Senhora Aparecida', 'Rio Bonito', 'Pau d’Arco', 'Castanhal', 'Ipê Roxo',
] as const;

/** Platforms of the online profiles found by e-mail. */
export const ONLINE_PLATFORMS = [
  { plataforma: 'LinkedIn', url: 'https://www.linkedin.com/in/' },
  { plataforma: 'Instagram', url: 'https://www.instagram.com/' },
  { plataforma: 'Facebook', url: 'https://www.facebook.com/' },
  { plataforma: 'GitHub', url: 'https://github.com/' },
  { plataforma: 'X', url: 'https://x.com/' },
] as const;

/**
 * E-mail domains. All under the reserved `.example` top-level domain (RFC 2606) so no generated
 * address can belong to a real mailbox.
 */
export const EMAIL_DOMAINS = ['correio.example', 'email.example', 'provedor.example', 'webmail.example'] as const;
