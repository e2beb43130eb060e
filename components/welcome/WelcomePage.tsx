import { t } from '../../lib/i18n';
import type { WelcomeModel } from '../../lib/welcome/use-welcome';
import { ConnectionSection } from '../options/ConnectionSection';

/**
 * The page a new install opens: connect, try the demo, find the panel. The demo page is the local
 * sandbox's, so only development and test builds (which offer "Usar sandbox local") have that step.
 */
export function WelcomePage({ model }: { model: WelcomeModel }) {
  const { shortcuts } = model;
  const keys = (shortcut: string | null) => shortcut ?? t('shortcutUnset');
  const withDemo = model.connection.onUseSandbox !== undefined;
  const panelStep = withDemo ? 3 : 2;
  return (
    <main class="welcome-page">
      <header>
        <img src="/icon/128.png" alt="" width={64} height={64} />
        <h1>{t('welcomeTitle')}</h1>
      </header>
      <p>{t('welcomeIntro')}</p>

      <section class="step" aria-labelledby="step-connect">
        <h2 id="step-connect">1. {t('welcomeStepConnect')}</h2>
        <p class="hint">{t(model.connection.onUseSandbox ? 'welcomeConnectHintSandbox' : 'welcomeConnectHint')}</p>
        <ConnectionSection {...model.connection} />
      </section>

      {withDemo && (
        <section class="step" aria-labelledby="step-demo">
          <h2 id="step-demo">2. {t('welcomeStepDemo')}</h2>
          <p>{t('welcomeDemoHint')}</p>
          <p>
            <a href={model.demoUrl} target="_blank" rel="noreferrer">
              {t('welcomeDemoLink')}
            </a>
          </p>
        </section>
      )}

      <section class="step" aria-labelledby="step-panel">
        <h2 id="step-panel">
          {panelStep}. {t('welcomeStepPanel')}
        </h2>
        <p>{t(model.panelPlace === 'sidebar' ? 'welcomePanelFirefox' : 'welcomePanelChrome', keys(shortcuts.openPanel))}</p>
        <p>{t('welcomeNextShortcut', keys(shortcuts.nextIdentifier))}</p>
        <p>
          {t('welcomeOptions')}{' '}
          <button type="button" onClick={model.onOpenOptions}>
            {t('openOptions')}
          </button>
        </p>
      </section>

      <p>
        <a href="/privacy.html" target="_blank" rel="noreferrer">
          {t('welcomePrivacyLink')}
        </a>
      </p>
    </main>
  );
}
