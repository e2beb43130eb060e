import { Fragment, type ComponentChildren } from 'preact';

/** Up to this long, a run without spaces (a CPF, a CNPJ, a phone's number) stays on one line. */
const WHOLE_UP_TO = 18;

/** A phone as the panel writes it, "(11) 98765-4321": its space is no place to break either. */
const PHONE = /(\(\d{2}\) \d{4,5}-\d{4})/;

/**
 * A formatted code: digits (and a CNPJ's letters) joined by punctuation, as in a CEP, CPF, CNPJ,
 * date or amount. Browsers may break after its hyphen or slash ("01310-" / "100"); it must not.
 */
const CODE = /^[(]?[\p{L}\d]*\d[\p{L}\d]*(?:[.,/:-][\p{L}\d]+)+[).,;:]?$/u;

function Run({ run, at }: { run: string; at: string }) {
  if (run.length <= WHOLE_UP_TO) return CODE.test(run) ? <span class="nowrap">{run}</span> : <>{run}</>;
  return (
    <>
      {run.split(/(?<=[./@_-])(?=[^./@_-])/).map((part, index) => (
        <Fragment key={`${at}-${index}`}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/**
 * A value that may break across lines where its punctuation allows (after `.`, `/`, `@`, `_`, `-`):
 * a long e-mail or a profile's URL wraps between its parts, not inside a word; identifiers, CEPs,
 * phones and dates stay whole, while the free text around them (an address) still wraps at its spaces.
 */
export function Breakable({ text, tail }: { text: string; tail?: ComponentChildren }) {
  // What follows the value (its copy button) stays on the line of its last word, never alone below it.
  if (tail !== undefined && tail !== null && tail !== false) {
    const cut = text.search(/\S+$/);
    if (cut >= 0 && text.length - cut <= WHOLE_UP_TO) {
      return (
        <>
          {cut > 0 && <Breakable text={text.slice(0, cut)} />}
          <span class="nowrap">
            <Breakable text={text.slice(cut)} />
            {tail}
          </span>
        </>
      );
    }
    return (
      <>
        <Breakable text={text} />
        {tail}
      </>
    );
  }
  const pieces = text.split(PHONE);
  if (pieces.length === 1 && !text.split(/\s+/).some((run) => run.length > WHOLE_UP_TO || CODE.test(run))) return <>{text}</>;
  return (
    <>
      {pieces.map((piece, pieceIndex) =>
        pieceIndex % 2 === 1 ? (
          <span key={pieceIndex} class="nowrap">
            {piece}
          </span>
        ) : (
          piece.split(/(\s+)/).map((run, runIndex) => <Run key={`${pieceIndex}-${runIndex}`} run={run} at={`${pieceIndex}-${runIndex}`} />)
        ),
      )}
    </>
  );
}
