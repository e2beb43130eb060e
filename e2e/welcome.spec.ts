/**
 * The welcome page a new install opens (the Firefox suite, which runs the product's build, checks that
 * it opens at install: e2e/firefox/welcome.spec.ts; this suite's test build skips that). Its three
 * steps, and "Usar sandbox local" connecting to the sandbox in one click.
 */
import { startSandbox, type RunningSandbox } from '../sandbox/server';
import { openExtensionPage, readStored } from './extension';
import { expect, test } from './fixtures';

/** The sandbox where "Usar sandbox local" looks (127.0.0.1:8787, token demo); one already running there will do. */
async function sandboxAt8787(): Promise<RunningSandbox | null> {
  try {
    return await startSandbox({ port: 8787, token: 'demo' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') return null;
    throw error;
  }
}

test('the welcome page connects to the local sandbox in one click, links the demo and says where the panel is', async ({ context, extensionId, serviceWorker }) => {
  const sandbox = await sandboxAt8787();
  try {
    const page = await openExtensionPage(context, extensionId, 'welcome.html');
    await expect(page).toHaveTitle('Boas-vindas ao Atalaia');
    await expect(page.getByRole('heading', { level: 2 })).toContainText([
      '1. Conecte o Atalaia à API de registros',
      'Conexão com a API',
      '2. Experimente na página de demonstração',
      '3. Onde fica o painel',
    ]);

    await page.getByRole('button', { name: 'Usar sandbox local' }).click();
    await expect(page.getByText('Endereço da API: funcionando, o serviço aceitou o token.')).toBeVisible();
    await expect(page.getByText('Endereço base: funcionando, o serviço aceitou o token.')).toBeVisible();
    expect(await readStored(serviceWorker)).toMatchObject({ token: 'demo', settings: { apiUrl: 'http://127.0.0.1:8787', baseUrl: 'http://127.0.0.1:8787' } });

    await expect(page.getByRole('link', { name: 'Abrir a página de demonstração' })).toHaveAttribute('href', 'http://127.0.0.1:8787/demo');
    // The shortcuts as the browser has them (an unpacked extension may get none assigned).
    const keys = await serviceWorker.evaluate(async () => Object.fromEntries((await chrome.commands.getAll()).map((command) => [command.name, command.shortcut ?? ''])));
    const shown = (name: string) => keys[name] || 'nenhum ainda (defina um na página de atalhos de extensões do navegador)';
    await expect(page.getByText(`o painel lateral abre ao lado da página, com as consultas recentes e a busca. Atalho: ${shown('open-panel')}.`)).toBeVisible();
    await expect(page.getByText(`Próximo identificador da página, com o cartão dele aberto: ${shown('next-identifier')}.`)).toBeVisible();

    const options = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Abrir as opções' }).click();
    expect((await options).url()).toBe(`chrome-extension://${extensionId}/options.html`);
  } finally {
    await sandbox?.close();
  }
});
