import { t } from '../../lib/i18n';
import { ManagedNote } from './ManagedNote';

interface Props {
  openPdfsInReader: boolean;
  /** The organization switched the reader off. */
  disabled: boolean;
  /** Why the option could not be turned on (host access refused), if it could not. */
  notice: string | null;
  readerUrl: string;
  onToggle: (on: boolean) => void;
  /** Scanned pages read by OCR as soon as the reader finds them. */
  ocrAutomatic: boolean;
  onOcrAutomatic: (on: boolean) => void;
}

/** The document reader: the opt-in redirect of PDFs, and a way to open a file from disk. */
export function ReaderSection({ openPdfsInReader, disabled, notice, readerUrl, onToggle, ocrAutomatic, onOcrAutomatic }: Props) {
  if (disabled) {
    return (
      <section aria-labelledby="reader-heading">
        <h2 id="reader-heading">{t('readerOptionTitle')}</h2>
        <p>{t('errorBlockedFeature')}</p>
        <ManagedNote />
      </section>
    );
  }
  return (
    <section aria-labelledby="reader-heading">
      <h2 id="reader-heading">{t('readerOptionTitle')}</h2>
      <label class="check">
        <input
          type="checkbox"
          checked={openPdfsInReader}
          onChange={(event) => {
            const wanted = event.currentTarget.checked;
            // The box shows what is stored and granted, not the click: it changes when both say so.
            event.currentTarget.checked = openPdfsInReader;
            onToggle(wanted);
          }}
        />
        {t('readerOptionLabel')}
      </label>
      <p class="hint">{t('readerOptionHint')}</p>
      {notice && (
        <p class="notice" role="alert">
          {notice}
        </p>
      )}
      <label class="check">
        <input type="checkbox" checked={ocrAutomatic} onChange={(event) => onOcrAutomatic(event.currentTarget.checked)} />
        {t('readerOcrAutomaticLabel')}
      </label>
      <p class="hint">{t('readerOcrAutomaticHint')}</p>
      <p>
        <a href={readerUrl} target="_blank" rel="noopener">
          {t('readerOptionOpen')}
        </a>
      </p>
    </section>
  );
}
