/**
 * `npm start`: the local records API and the extension together, set up for each other.
 * The sandbox listens on http://127.0.0.1:$PORT (default 8787, token $SANDBOX_TOKEN or `demo`); the
 * extension is built with that address and token, so a fresh install is configured for it. With a
 * display, WXT's dev runner opens Chromium with Atalaia installed on the sandbox's /demo page; without
 * one, the build is made and the way to load it by hand is printed. It prints only what a newcomer
 * needs: WXT runs at its warning level (CONSOLA_LEVEL), without the build summary that lists every
 * file of the build, pdf.js's hundreds of character maps included; its warnings and errors still show.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { startSandbox } from '../sandbox/server';

const port = Number(process.env.PORT ?? 8787);
const token = process.env.SANDBOX_TOKEN ?? 'demo';
const sandbox = await startSandbox({ port, token });
const hasDisplay = Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
const env = { ...process.env, WXT_SANDBOX_URL: sandbox.url, WXT_SANDBOX_TOKEN: token, CONSOLA_LEVEL: process.env.CONSOLA_LEVEL ?? '1' };

console.log(`Atalaia, no seu computador:
  API de demonstração (sandbox): ${sandbox.url}
  token: ${token}
  página de demonstração: ${sandbox.url}/demo
${hasDisplay ? 'Abrindo o Chromium com o Atalaia instalado, na página de demonstração…' : 'Construindo a extensão…'}`);

const wxt = spawn('npx', hasDisplay ? ['wxt'] : ['wxt', 'build', '--mode', 'development'], { stdio: 'inherit', env });

wxt.on('exit', (code) => {
  if (hasDisplay || code !== 0) {
    void sandbox.close().then(() => process.exit(code ?? 0));
    return;
  }
  console.log(`
Não há tela (DISPLAY) nesta máquina, então nenhum navegador foi aberto. A extensão, já configurada
para a API de demonstração, está em ${resolve('.output/chrome-mv3-dev')}.
Para carregá-la: abra chrome://extensions no Chrome ou Chromium, ligue o "Modo do desenvolvedor",
clique em "Carregar sem compactação" e escolha essa pasta; depois abra ${sandbox.url}/demo.
A API de demonstração continua no ar; Ctrl+C encerra.`);
});

const stop = () => {
  wxt.kill('SIGTERM');
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
