/** "Exportar JSON": the whole record as shown, each family with when it was fetched. */
import type { FamilySection } from '../families';
import { safeFileName } from '../files/formats';
import { queryText, type ParsedQuery } from './query';
import type { SectionStates } from './section-state';

export function recordDocument(query: ParsedQuery, sections: FamilySection[], states: SectionStates, now = Date.now()) {
  const registros = Object.fromEntries(
    sections.flatMap((section) => {
      const state = states[section.id];
      return state?.status === 'ready' ? [[section.id, { consultado_em: new Date(state.fetchedAt).toISOString(), dados: state.data }]] : [];
    }),
  );
  return { consulta: queryText(query), exportado_em: new Date(now).toISOString(), registros };
}

export function recordFileName(query: ParsedQuery): string {
  return `${safeFileName(`atalaia-${query.kind}-${query.value}`)}.json`;
}
