import type { ComponentChildren } from 'preact';
import { formatAge, t } from '../../lib/i18n';

import type { SectionState } from '../../lib/panel/section-state';

export type { SectionState } from '../../lib/panel/section-state';

interface Props<T> {
  state: SectionState<T>;
  onRetry: () => void;
  /** Where the token and addresses are set, for the errors fixed there. */
  onOpenOptions: () => void;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ComponentChildren;
  now?: number;
}

export function Skeleton() {
  return (
    <div class="skeleton" role="status" aria-busy="true" aria-label={t('loading')}>
      <div />
      <div />
      <div />
    </div>
  );
}

/** Loading shows a skeleton, empty says so, an error says what and offers to try again. */
export function Section<T>({ state, onRetry, onOpenOptions, isEmpty, children, now }: Props<T>) {
  switch (state.status) {
    case 'idle':
    case 'loading':
      return <Skeleton />;
    case 'error':
      return (
        <div class="error-box" role="alert">
          <p>{state.message}</p>
          {state.fixedInOptions && (
            <button type="button" class="primary" onClick={onOpenOptions}>
              {t('openOptions')}
            </button>
          )}
          <button type="button" onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      );
    case 'ready':
      return (
        <div class="section-body">
          {state.stale && (
            <p class="notice" role="status">
              {t('staleNotice', [state.stale, formatAge(state.fetchedAt, now)])}
            </p>
          )}
          {state.cacheOff && <p class="notice">{t('cacheOffNotice')}</p>}
          {isEmpty(state.data) ? <p class="empty">{t('emptySection')}</p> : children(state.data)}
        </div>
      );
  }
}
