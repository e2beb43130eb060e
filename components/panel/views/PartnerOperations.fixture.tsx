import { ruralProfile } from '../../../sandbox/generators/rural';
import { CPF_LARGE } from '../../../sandbox/special';
import type { ApartOperations } from '../../../lib/panel/apart-operations';
import { ignore, type Fixture } from '../../fixture';
import { DataTable } from '../DataTable';
import { OPERATION_COLUMNS } from './RuralView';
import { PartnerOperations } from './PartnerOperations';

const partners = ruralProfile(CPF_LARGE).transportes?.parceiros ?? [];
const counts = partners.map((partner) => partner.operacoes.length);
const table = (operations: NonNullable<(typeof partners)[number]>['operacoes']) => (
  <DataTable title="Operações: fixture" columns={OPERATION_COLUMNS} rows={operations} fileName="fixture-operacoes" onOpen={ignore} />
);
const fixture = (name: string, load: ApartOperations['load']): Fixture => ({
  name,
  render: () => (
    <PartnerOperations partner={0} apart={{ counts, load }}>
      {table}
    </PartnerOperations>
  ),
});

export default [
  fixture('operacoes-do-parceiro', async (asked) => asked.map((index) => partners[index]?.operacoes ?? [])),
  fixture('operacoes-do-parceiro-lendo', () => new Promise(() => undefined)),
  fixture('operacoes-do-parceiro-fora-do-cache', async () => null),
] satisfies Fixture[];
