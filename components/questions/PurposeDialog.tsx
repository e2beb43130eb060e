import { useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { QuestionDialog } from './QuestionDialog';

export interface PurposeDialogProps {
  /** The organization's purposes: one is chosen. Empty: the person writes one. */
  purposes: string[];
  /** The session's purpose so far ('' when none was given). */
  current: string;
  refuseClick?: (event: MouseEvent) => string | null;
  onAnswer: (purpose: string) => void;
  onCancel: () => void;
}

/**
 * The purpose (finalidade) of this session's look-ups (LGPD, art. 6): one of the organization's list,
 * as radio buttons, or written when no list is fixed. The background refuses any purpose outside the
 * list, so a fixed list offers no free text.
 */
export function PurposeDialog({ purposes, current, refuseClick, onAnswer, onCancel }: PurposeDialogProps) {
  const [purpose, setPurpose] = useState(purposes.length === 0 || purposes.includes(current) ? current : '');
  const chosen = purpose.trim();
  return (
    <QuestionDialog
      title={t('purposeDialogTitle')}
      description={t('purposeDialogIntro')}
      confirmLabel={t('purposeDialogConfirm')}
      validate={() => (chosen ? null : t(purposes.length > 0 ? 'purposeDialogChoose' : 'purposeDialogWrite'))}
      refuseClick={refuseClick}
      onConfirm={() => onAnswer(chosen)}
      onCancel={onCancel}
    >
      <p class="current">{current ? t('purposeCurrent', current) : t('purposeNone')}</p>
      {purposes.length > 0 ? (
        <fieldset>
          <legend>{t('purposeDialogChoose')}</legend>
          {purposes.map((option, index) => (
            <label key={option} class="check">
              <input
                type="radio"
                name="purpose"
                value={option}
                checked={purpose === option}
                autofocus={purpose === option || (purpose === '' && index === 0)}
                onChange={() => setPurpose(option)}
              />
              {option}
            </label>
          ))}
        </fieldset>
      ) : (
        <>
          <label for="purpose-written">{t('purposeDialogWrite')}</label>
          <input id="purpose-written" type="text" maxLength={200} autofocus value={purpose} onInput={(event) => setPurpose(event.currentTarget.value)} />
          <p class="hint">{t('purposeDialogExamples')}</p>
        </>
      )}
    </QuestionDialog>
  );
}
