import { t } from '../../lib/i18n';

/** A file input styled as a button; the file never leaves the browser. */
export function FileButton({ onFile, label, primary }: { onFile: (file: File) => void; label: string; primary?: boolean }) {
  return (
    <label class={primary ? 'file-button primary' : 'file-button'}>
      {label}
      <input
        type="file"
        accept="application/pdf,.pdf"
        class="visually-hidden"
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          if (file) onFile(file);
          input.value = '';
        }}
      />
    </label>
  );
}

/** What `reader.html` alone shows: choose or drop a PDF; it is read here and goes nowhere. */
export function OpenDocument({ onFile }: { onFile: (file: File) => void }) {
  return (
    <section class="open-document">
      <h1>{t('readerTitle')}</h1>
      <p>{t('readerIntro')}</p>
      <FileButton onFile={onFile} label={t('readerChooseFile')} primary />
      <p class="drop-hint">{t('readerDropHint')}</p>
      <p class="privacy">{t('readerLocalPrivacy')}</p>
    </section>
  );
}
