import type { CafirProperty, Infraction, ProductTotal, RuralProfile, SncrProperty, TransportOperation, TransportPartner } from '../../../lib/api/schemas';
import type { FieldName } from '../../../lib/i18n/field-labels';
import { t } from '../../../lib/i18n';
import type { ApartOperations } from '../../../lib/panel/apart-operations';
import { plural } from '../../../lib/i18n/plural';
import { BarChart } from '../BarChart';
import { DataTable } from '../DataTable';
import { ItemList } from '../ItemList';
import { KeyValues } from '../KeyValues';
import type { Column } from '../table-model';
import { PartnerOperations } from './PartnerOperations';

export const SNCR_COLUMNS: Column<SncrProperty>[] = [
  { field: 'codigo_imovel', value: (row) => row.codigo_imovel, format: 'sncr', link: (row) => (row.codigo_imovel ? `imovel:${row.codigo_imovel}` : null) },
  { field: 'nome_imovel', value: (row) => row.nome_imovel },
  { field: 'municipio', value: (row) => row.municipio, link: (row) => (row.cod_ibge ? `municipio:${row.cod_ibge}` : null) },
  { field: 'uf', value: (row) => row.uf },
  { field: 'area_total', value: (row) => row.area_total, format: 'hectares' },
  { field: 'modulos_fiscais', value: (row) => row.modulos_fiscais, format: 'number' },
  { field: 'nome_detentor', value: (row) => row.nome_detentor },
  { field: 'cpf_cnpj', value: (row) => row.cpf_cnpj, format: 'document', link: (row) => row.cpf_cnpj },
  { field: 'tipo_detentor', value: (row) => row.tipo_detentor },
  { field: 'condicao_detentor', value: (row) => row.condicao_detentor },
  { field: 'fracao', value: (row) => row.fracao, format: 'number' },
];

export const CAFIR_COLUMNS: Column<CafirProperty>[] = [
  { field: 'nirf', value: (row) => row.nirf, format: 'nirf', link: (row) => (row.nirf ? `nirf:${row.nirf}` : null) },
  { field: 'nome_imovel', value: (row) => row.nome_imovel },
  { field: 'area_total', value: (row) => row.area_total, format: 'hectares' },
  { field: 'situacao', value: (row) => row.situacao },
  { field: 'logradouro', value: (row) => row.logradouro },
  { field: 'distrito', value: (row) => row.distrito },
  { field: 'municipio', value: (row) => row.municipio },
  { field: 'uf', value: (row) => row.uf },
  { field: 'cep', value: (row) => row.cep, format: 'cep' },
  { field: 'codigo_incra', value: (row) => row.codigo_incra },
  { field: 'codigo_sncr', value: (row) => row.codigo_sncr, format: 'sncr', link: (row) => (row.codigo_sncr ? `imovel:${row.codigo_sncr}` : null) },
  { field: 'imune_isento', value: (row) => row.imune_isento },
  { field: 'data_atualizacao', value: (row) => row.data_atualizacao, format: 'date' },
];

/** An infraction that embargoed land: the item is flagged. */
const isEmbargo = (infraction: Infraction) => (infraction.area_embargada ?? 0) > 0;

const INFRACTION_COLUMNS: Column<Infraction>[] = [
  { field: 'numero_auto', value: (row) => row.numero_auto },
  { field: 'data_auto', value: (row) => row.data_auto, format: 'date' },
  { field: 'tipo_auto', value: (row) => row.tipo_auto },
  { field: 'descricao_dano', value: (row) => row.descricao_dano },
  { field: 'valor_multa', value: (row) => row.valor_multa, format: 'money' },
  { field: 'area_embargada', value: (row) => row.area_embargada, format: 'hectares', emphasis: isEmbargo },
  { field: 'situacao_debito', value: (row) => row.situacao_debito },
  { field: 'municipio', value: (row) => row.municipio },
  { field: 'uf', value: (row) => row.uf },
  { field: 'latitude', value: (row) => row.latitude, format: 'number' },
  { field: 'longitude', value: (row) => row.longitude, format: 'number' },
];

const PRODUCT_COLUMNS: Column<ProductTotal>[] = [
  { field: 'produto', value: (row) => row.produto },
  { field: 'qtd', value: (row) => row.qtd, format: 'number' },
  { field: 'volume', value: (row) => row.volume, format: 'number', unit: (row) => row.unidade },
  { field: 'unidade', value: (row) => row.unidade },
  { field: 'valor', value: (row) => row.valor, format: 'money' },
];

export const OPERATION_COLUMNS: Column<TransportOperation>[] = [
  { field: 'data_emissao', value: (row) => row.data_emissao, format: 'date' },
  { field: 'produto', value: (row) => row.produto },
  { field: 'nome_popular', value: (row) => row.nome_popular },
  { field: 'volume', value: (row) => row.volume, format: 'number', unit: (row) => row.unidade },
  { field: 'unidade', value: (row) => row.unidade },
  { field: 'valor_total', value: (row) => row.valor_total, format: 'money' },
];

const PARTNER_COLUMNS: Column<TransportPartner>[] = [
  { field: 'nome', value: (row) => row.nome },
  { field: 'cpf_cnpj', value: (row) => row.cpf_cnpj, format: 'document', link: (row) => row.cpf_cnpj },
  { field: 'direcao', value: (row) => row.direcao },
  { field: 'municipio', value: (row) => row.municipio },
  { field: 'uf', value: (row) => row.uf },
  { field: 'qtd_operacoes', value: (row) => row.qtd_operacoes, format: 'number' },
  { field: 'volume_total', value: (row) => row.volume_total, format: 'number' },
  { field: 'valor_total', value: (row) => row.valor_total, format: 'money' },
  { field: 'periodo', value: (row) => (row.periodo ? `${row.periodo.primeiro ?? '?'} → ${row.periodo.ultimo ?? '?'}` : null) },
];

/** What each item shows folded: the few facts a person decides on (all fields on expand). */
const SNCR_KEYS: FieldName[] = ['nome_imovel', 'municipio', 'uf', 'area_total', 'modulos_fiscais', 'condicao_detentor', 'codigo_imovel'];
export const CAFIR_KEYS: FieldName[] = ['nirf', 'nome_imovel', 'area_total', 'situacao', 'codigo_sncr'];
const INFRACTION_KEYS: FieldName[] = ['data_auto', 'valor_multa', 'situacao_debito', 'area_embargada'];
const PRODUCT_KEYS: FieldName[] = ['produto', 'volume', 'valor', 'qtd'];
const PARTNER_KEYS: FieldName[] = ['nome', 'cpf_cnpj', 'volume_total', 'valor_total', 'municipio', 'uf'];
/** Partners shown at first, the largest by volume: the tab opens in one short frame even with hundreds. */
const PARTNERS_PAGE = 10;


/** The unit every product is measured in, when they share one: a total of m³ and st has none. */
export function sharedUnit(products: { unidade: string | null }[]): string | null {
  const units = new Set(products.map((product) => product.unidade));
  const [only] = units;
  return units.size === 1 && only ? only : null;
}

/** Partners by volume, the largest first. */
const byVolume = (partners: TransportPartner[]) => [...partners].sort((a, b) => (b.volume_total ?? 0) - (a.volume_total ?? 0));

interface Props {
  data: RuralProfile;
  name: string;
  onOpen: (query: string) => void;
  /** A big record's operations, left in the background until a partner is opened. */
  operations?: ApartOperations | undefined;
}

/** Rural records of a CPF: summary, SNCR and CAFIR properties, infractions, forest-product transport. */
export function RuralView({ data, name, onOpen, operations }: Props) {
  const { resumo, transportes } = data;
  const operationCount = (partner: TransportPartner) => operations?.counts[transportes?.parceiros.indexOf(partner) ?? -1] ?? partner.operacoes.length;
  return (
    <div>
      {resumo && (
        <section class="block">
          <h3>{t('ruralSummary')}</h3>
          <KeyValues
            items={[
              { field: 'area_total_ha', value: resumo.area_total_ha, format: 'hectares' },
              { field: 'qtd_imoveis_sncr', value: resumo.qtd_imoveis_sncr, format: 'number' },
              { field: 'qtd_imoveis_cafir', value: resumo.qtd_imoveis_cafir, format: 'number' },
              { field: 'qtd_infracoes', value: resumo.qtd_infracoes, format: 'number' },
              { field: 'valor_total_multas', value: resumo.valor_total_multas, format: 'money' },
              { field: 'qtd_autorizacoes', value: resumo.qtd_autorizacoes, format: 'number' },
              { field: 'qtd_transportes', value: resumo.qtd_transportes, format: 'number' },
              { field: 'estados', value: resumo.estados.join(', ') },
            ]}
          />
        </section>
      )}
      <ItemList title={t('sncrProperties')} columns={SNCR_COLUMNS} rows={data.propriedades_sncr} keyFields={SNCR_KEYS} fileName={`${name}-sncr`} onOpen={onOpen} />
      <ItemList title={t('cafirProperties')} columns={CAFIR_COLUMNS} rows={data.propriedades_cafir} keyFields={CAFIR_KEYS} fileName={`${name}-cafir`} onOpen={onOpen} />
      <ItemList
        title={t('infractions')}
        columns={INFRACTION_COLUMNS}
        rows={data.infracoes}
        keyFields={INFRACTION_KEYS}
        flagged={isEmbargo}
        fileName={`${name}-infracoes`}
        onOpen={onOpen}
      />
      {transportes && (
        <section class="block">
          <h3>{t('transports')}</h3>
          <KeyValues
            items={[
              { field: 'total', value: transportes.total, format: 'number' },
              { field: 'volume_total', value: transportes.volume_total, format: 'number', unit: sharedUnit(transportes.por_produto) },
              { field: 'valor_total', value: transportes.valor_total, format: 'money' },
              { field: 'produtos', value: transportes.produtos.join(', ') },
            ]}
          />
          {transportes.por_ano.length > 0 && (
            <BarChart
              title={t('transportsByYear')}
              bars={transportes.por_ano.map((year) => ({ label: String(year.ano ?? '?'), value: year.qtd ?? 0 }))}
            />
          )}
          <ItemList
            title={t('transportsByProduct')}
            columns={PRODUCT_COLUMNS}
            keyFields={PRODUCT_KEYS}
            rows={transportes.por_produto}
            fileName={`${name}-produtos`}
            onOpen={onOpen}
          />
          <ItemList
            title={t('partners')}
            columns={PARTNER_COLUMNS}
            rows={byVolume(transportes.parceiros)}
            keyFields={PARTNER_KEYS}
            pageSize={PARTNERS_PAGE}
            fileName={`${name}-parceiros`}
            onOpen={onOpen}
            detail={{
              toggleLabel: (partner, open) => (open ? t('hideOperations') : plural('showOperations', operationCount(partner))),
              render: (partner) => {
                const table = (rows: TransportOperation[]) => (
                  <DataTable
                    title={`${t('operations')}: ${partner.nome ?? partner.cpf_cnpj ?? ''}`}
                    columns={OPERATION_COLUMNS}
                    rows={rows}
                    fileName={`${name}-operacoes-${partner.cpf_cnpj ?? ''}`}
                    onOpen={onOpen}
                  />
                );
                const index = transportes.parceiros.indexOf(partner);
                return operations && (operations.counts[index] ?? 0) > 0 ? (
                  <PartnerOperations partner={index} apart={operations}>
                    {table}
                  </PartnerOperations>
                ) : (
                  table(partner.operacoes)
                );
              },
            }}
          />
        </section>
      )}
    </div>
  );
}
