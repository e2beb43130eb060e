import { describe, expect, it } from 'vitest';
import { repairEmail } from './ocr-email-repair';

describe('repairEmail: @ read as Q, © or ®', () => {
  it.each([
    ['Q', 'joao.silvaQgmail.com', 'joao.silva@gmail.com'],
    ['©', 'licitacao©pratania.sp.gov.br', 'licitacao@pratania.sp.gov.br'],
    ['®', 'ouvidoria®camacari.ba.gov.br', 'ouvidoria@camacari.ba.gov.br'],
    ['Q before a known u-domain', 'mariaQuol.com.br', 'maria@uol.com.br'],
    ['(d, and a dot read as :.', 'licitacao(dexemplo:.gov.br', 'licitacao@exemplo.gov.br'],
    ['(a', 'contato(aprefeitura.sp.gov.br', 'contato@prefeitura.sp.gov.br'],
    ['a comma for a dot in the domain', 'joao©gmail,com', 'joao@gmail.com'],
  ])('%s', (_rule, read, expected) => {
    expect(repairEmail(read)).toBe(expected);
  });

  it.each([
    ['a word with a real Q and capitals', 'QUALIDADE.COM'],
    ['Qu in a word', 'aquiQuadro.com'],
    ['a name', 'Quitéria'],
    ['no domain', 'licitacaoQprefeitura'],
    ['an address already right', 'joao@gmail.com'],
    ['a file name', 'logoQ2x.png'],
    ['a Q at the start', 'Qgmail.com'],
    ['an acronym', 'SQL.net'],
    ['a parenthesis in a word', 'função(de'],
    ['a parenthesis before a number', 'valor(d1.500,00)'],
    ['two readings of @', 'a©b©c.com'],
    ['an ampersand between names', 'Silva&Souza'],
    ['a symbol whose letter after it could be part of the @ too, towards two untrusted domains', 'teste(vexemplo.com'],
    ['a Q in a word of both cases', 'ghnm2000GQuol.com.br'],
    ['a symbol after a capital in a word of small letters (part of the @ read as a letter)', 'bertolettO(hotmail.com'],
    ['a website', 'www©prefeitura.sp.gov.br'],
    ['& before an e that may be the @\'s tail or the domain\'s start, towards two trusted domains', 'teste2&exemplo.gov.br'],
    ['& before a domain in e, towards no trusted domain', 'contato&embrapa.br'],
  ])('leaves %s alone', (_case, read) => {
    expect(repairEmail(read)).toBeNull();
  });
});

describe('repairEmail: the other readings of @, each towards a domain that proves it', () => {
  it.each([
    ['()', 'contato()segundoriportovelho.com', 'contato@segundoriportovelho.com'],
    ['( before a letter that is no part of it', 'carvajal(brturbo.com.br', 'carvajal@brturbo.com.br'],
    ['&', 'ouvidoria&camacari.ba.gov.br', 'ouvidoria@camacari.ba.gov.br'],
    ['&E', 'ouvidoria&Ecamacari.ba.gov.br', 'ouvidoria@camacari.ba.gov.br'],
    ['&e, the e part of the @, towards a provider', 'joao&egmail.com', 'joao@gmail.com'],
    ['(v, towards a provider', 'bertolett(vhotmail.com', 'bertolett@hotmail.com'],
    ['(o, towards a provider rather than a domain in o', 'cartorio(ogmail.com', 'cartorio@gmail.com'],
    ['OQ', 'pvhOQtjro.jus.br', 'pvh@tjro.jus.br'],
    ['Q in a word in capitals, towards an institutional domain', 'SEPEN2QTJ.AC.GOV.BR', 'SEPEN2@tj.ac.gov.br'],
  ])('%s', (_rule, read, expected) => {
    expect(repairEmail(read)).toBe(expected);
  });

  it.each([
    ['o', 'cartprot2pvhogmail.com', 'cartprot2pvh@gmail.com', {}],
    ['E', 'cartorioaracatiEtjro.jus.br', 'cartorioaracati@tjro.jus.br', { pageDomains: new Set(['tjro.jus.br']) }],
    ['ZO in capitals', 'SEPEN2ZOTJ.AC.GOV.BR', 'SEPEN2@tj.ac.gov.br', { pageDomains: new Set(['tj.ac.gov.br']) }],
    ['E, the only reading, towards an institutional domain', 'pvhEtjro.jus.br', 'pvh@tjro.jus.br', {}],
    ['O among small letters, towards an institutional domain', 'setan2rbOtj.ac.gov.br', 'setan2rb@tj.ac.gov.br', {}],
    ['E towards a court\'s subdomain', 'cejuscEportal.tjro.jus.br', 'cejusc@portal.tjro.jus.br', {}],
    ['E towards the São Paulo labour court', 'secretariaEtrtsp.jus.br', 'secretaria@trtsp.jus.br', {}],
  ])('a plain letter after a label: %s', (_rule, read, expected, context) => {
    expect(repairEmail(read, { labelled: true, labelJustBefore: true, ...context })).toBe(expected);
  });

  it('drops a domain letter that is part of the @ only towards a domain the page shows', () => {
    expect(repairEmail('pvhQetjro.jus.br', { pageDomains: new Set(['tjro.jus.br']) })).toBe('pvh@tjro.jus.br');
    expect(repairEmail('pvhQetjro.jus.br', { pageDomains: new Set(['etjro.jus.br', 'tjro.jus.br']) })).toBe('pvh@etjro.jus.br');
    expect(repairEmail('licitacaoQexemplo.gov.br')).toBe('licitacao@exemplo.gov.br');
    expect(repairEmail('contato(ysegundo.com')).toBeNull();
  });

  it.each([
    ['without a label', 'cartprot2pvhogmail.com', {}],
    ['towards a domain neither a provider, nor institutional, nor on the page', 'contatoEprefeitura.com.br', { labelled: true, labelJustBefore: true }],
    ['towards an institutional domain without a label', 'pvhEtjro.jus.br', {}],
    ['towards an institutional domain, a word after the label (maybe the local part\'s start)', 'pvhEtjro.jus.br', { labelled: true }],
    ['towards an institutional domain, with more than one letter that could be the @', 'joaoetj.jus.br', { labelled: true, labelJustBefore: true }],
    ['towards a prefecture, with more than one letter that could be the @', 'contatoeprefeitura.sp.gov.br', { labelled: true, labelJustBefore: true }],
    ['a small e towards an institutional domain (as likely a letter of the word)', 'pvhetjro.jus.br', { labelled: true, labelJustBefore: true }],
    ['an institutional address whose @ was lost, one small e left', 'cejusctjro.jus.br', { labelled: true, labelJustBefore: true }],
    ['a site name after the label', 'portal.tjro.jus.br', { labelled: true, labelJustBefore: true }],
    ['in capitals, with more than one letter that could be the @', 'SEPEN2OTJ.AC.GOV.BR', { labelled: true, labelJustBefore: true }],
    ['the @ read as two letters, towards an institutional domain', 'SEPEN2GOTJ.AC.GOV.BR', { labelled: true, labelJustBefore: true }],
    ['an institutional domain that may start with the @\'s right half', 'pvhEotjro.jus.br', { labelled: true, labelJustBefore: true }],
    ['an institutional domain after a local part that may end with the @\'s left half', 'pvhoGtjro.jus.br', { labelled: true, labelJustBefore: true }],
    ['a court\'s name misread inside the domain', 'pvhEtjiro.jus.br', { labelled: true, labelJustBefore: true }],
    ['a .jus.br domain that names no court', 'contatoEcartorio.jus.br', { labelled: true, labelJustBefore: true }],
    ['a Q in capitals towards an unknown domain', 'SQL.NET', {}],
    ['a letter in a word of both cases', 'JoaoEgmail.com', { labelled: true }],
    ['a file name', 'logoe2x.png', { labelled: true }],
    ['the @ read as two letters (the local part could be a letter shorter)', 'terceirocartorio.ac.rboegmail.com', { labelled: true }],
    ['o and O for the @', 'bertolettoOhotmail.com', { labelled: true }],
  ])('leaves a plain letter alone %s', (_case, read, context) => {
    expect(repairEmail(read, context)).toBeNull();
  });
});
