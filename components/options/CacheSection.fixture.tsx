import { ignore, type Fixture } from '../fixture';
import { CacheSection } from './CacheSection';

export default [
  {
    name: 'opcoes-cache',
    render: () => (
      <CacheSection
        ttlHours={24}
        stats={{ entries: 12, people: 7, companies: 3, otherSubjects: 2, bytes: 734_003 }}
        subjects={[
          { subject: 'cpf:12345678909', fetchedAt: Date.UTC(2026, 10, 21, 10), entries: 4 },
          { subject: 'cnpj:12ABC34501DE35', fetchedAt: Date.UTC(2026, 10, 20, 12), entries: 2 },
        ]}
        notice={null}
        now={Date.UTC(2026, 10, 21, 12)}
        onTtlChange={ignore}
        onClear={ignore}
        onForget={ignore}
        ocrDocuments={[{ hash: 'a'.repeat(64), title: 'diario-oficial-2021-12-22.pdf', pages: 3, savedAt: Date.UTC(2026, 10, 21, 11), size: 18_400 }]}
        onForgetOcr={ignore}
      />
    ),
  },
  {
    name: 'opcoes-cache-limitado',
    render: () => <CacheSection ttlHours={6} ttlCapHours={6} stats={null} subjects={[]} notice={null} onTtlChange={ignore} onClear={ignore} onForget={ignore} ocrDocuments={[]} onForgetOcr={ignore} />,
  },
] satisfies Fixture[];
