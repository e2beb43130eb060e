import { Fragment } from 'preact';

/** Up to this long, a run without spaces (a CPF, a CNPJ, a phone's number) stays on one line. */
const WHOLE_UP_TO = 18;

/**
 * A value that may break across lines where its punctuation allows (after `.`, `/`, `@`, `_`, `-`):
 * a long e-mail or a profile's URL wraps between its parts, not inside a word; identifiers stay whole.
 */
export function Breakable({ text }: { text: string }) {
  const runs = text.split(/(\s+)/);
  if (!runs.some((run) => run.length > WHOLE_UP_TO)) return <>{text}</>;
  return (
    <>
      {runs.map((run, index) =>
        run.length > WHOLE_UP_TO
          ? run.split(/(?<=[./@_-])(?=[^./@_-])/).map((part, partIndex) => (
              <Fragment key={`${index}-${partIndex}`}>
                {partIndex > 0 && <wbr />}
                {part}
              </Fragment>
            ))
          : run,
      )}
    </>
  );
}
