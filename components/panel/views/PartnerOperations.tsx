import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { TransportOperation } from '../../../lib/api/schemas';
import { describeError } from '../../../lib/api/describe-error';
import { t } from '../../../lib/i18n';
import type { ApartOperations } from '../../../lib/panel/apart-operations';
import { Skeleton } from '../Section';

type Loaded = { status: 'loading' } | { status: 'ready'; operations: TransportOperation[] } | { status: 'error'; message: string };

interface Props {
  /** The partner's place in the record's list (not in the shown order). */
  partner: number;
  apart: ApartOperations;
  children: (operations: TransportOperation[]) => ComponentChildren;
}

/** A partner's operations left in the background with a big record: read when the partner is opened. */
export function PartnerOperations({ partner, apart, children }: Props) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let shown = true;
    apart.load([partner]).then(
      (found) => shown && setLoaded(found ? { status: 'ready', operations: found[0] ?? [] } : { status: 'error', message: t('operationsGone') }),
      (error: unknown) => shown && setLoaded({ status: 'error', message: describeError(error) }),
    );
    return () => {
      shown = false;
    };
  }, [apart, partner]);
  if (loaded.status === 'loading') return <Skeleton />;
  if (loaded.status === 'error')
    return (
      <p class="error-box" role="alert">
        {loaded.message}
      </p>
    );
  return <>{children(loaded.operations)}</>;
}
