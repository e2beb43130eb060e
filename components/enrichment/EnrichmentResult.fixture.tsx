import { enrichedContact } from '../../sandbox/fixture-records';
import { CPF_FULL } from '../../sandbox/special';
import type { Fixture } from '../fixture';
import { EnrichmentResult } from './EnrichmentResult';

export default [{ name: 'enriquecimento', render: () => <EnrichmentResult item={enrichedContact({ cpf: CPF_FULL })} /> }] satisfies Fixture[];
