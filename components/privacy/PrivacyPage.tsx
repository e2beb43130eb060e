import { t } from '../../lib/i18n';
import { POLICY_CLOSING, POLICY_INTRO, POLICY_TITLE, PRIVACY_POLICY } from '../../lib/privacy/policy';

/** The privacy policy, section by section, as lib/privacy/policy.ts orders it (docs/privacy.md says the same). */
export function PrivacyPage() {
  return (
    <main class="privacy-page">
      <h1>{t(POLICY_TITLE)}</h1>
      <p>{t(POLICY_INTRO)}</p>
      {PRIVACY_POLICY.map(({ heading, blocks }) => (
        <section key={heading} aria-labelledby={heading}>
          <h2 id={heading}>{t(heading)}</h2>
          {blocks.map((block) =>
            'paragraph' in block ? (
              <p key={block.paragraph}>{t(block.paragraph)}</p>
            ) : (
              <ul key={block.list[0]}>
                {block.list.map((item) => (
                  <li key={item}>{t(item)}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
      <p>{t(POLICY_CLOSING)}</p>
    </main>
  );
}
