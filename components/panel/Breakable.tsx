import { Fragment } from 'preact';

/**
 * A value that may break across lines where its punctuation allows (after `.`, `/`, `@`, `_`, `-`):
 * an address, an e-mail, a profile's URL wraps between its parts, not inside a word.
 */
export function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=[./@_-])(?=[^./@_-])/);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
