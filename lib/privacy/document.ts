/**
 * docs/privacy.md as the privacy page says it: the policy's text in Brazilian Portuguese, then in
 * English, read from the catalogues. Written by `npm run privacy:doc`; checked by document.test.ts.
 */
import { POLICY_CLOSING, POLICY_INTRO, POLICY_TITLE, PRIVACY_POLICY } from './policy';
import type { MessageKey } from '../i18n';

/** A catalogue as public/_locales/<locale>/messages.json holds it. */
export type Catalogue = Record<string, { message: string }>;

const NOTICE =
  '<!-- Gerado por `npm run privacy:doc` de lib/privacy/policy.ts e public/_locales/*/messages.json (o texto da página ' +
  'de privacidade da extensão); não edite à mão: mude as mensagens e rode o comando. -->';

function section(catalogue: Catalogue): string {
  const text = (key: MessageKey) => {
    const message = catalogue[key]?.message;
    if (message === undefined) throw new Error(`The catalogue has no message ${key}.`);
    return message;
  };
  const lines = [`## ${text(POLICY_TITLE)}`, '', text(POLICY_INTRO), ''];
  for (const { heading, blocks } of PRIVACY_POLICY) {
    lines.push(`### ${text(heading)}`, '');
    for (const block of blocks) {
      if ('paragraph' in block) lines.push(text(block.paragraph), '');
      else lines.push(...block.list.map((item) => `- ${text(item)}`), '');
    }
  }
  lines.push(text(POLICY_CLOSING), '');
  return lines.join('\n');
}

/** The whole of docs/privacy.md. */
export function privacyDocument(portuguese: Catalogue, english: Catalogue): string {
  return [NOTICE, '', '# Privacidade / Privacy', '', '[Português (Brasil)](#pt-br) · [English](#english)', '', '<a id="pt-br"></a>', '', section(portuguese), '<a id="english"></a>', '', section(english)].join('\n');
}
