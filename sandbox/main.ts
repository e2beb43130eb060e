/**
 * `npm run sandbox`: the local records API on http://127.0.0.1:$PORT (docs/sandbox.md).
 * Prints one line per request (method, path without the query string, status): the token travels
 * in the query string and is never printed there.
 */
import { optionsFromEnvironment } from './config';
import { NO_FAULTS, type FaultSettings } from './faults';
import { startSandbox, type SandboxOptions } from './server';
import {
  CNPJ_ALPHANUMERIC, CNPJ_NUMERIC, CPF_EMPTY, CPF_FULL, CPF_JOB_FAILS, CPF_LARGE, EMAIL_COMPANY, EMAIL_NOBODY,
  EMAIL_PERSON, IBGE_WITH_RECORDS, NIRF_WITH_RECORDS, PHONE_FULL, PHONE_NO_OWNER, SNCR_CODE_WITH_RECORDS,
} from './special';

function loadOptions(): SandboxOptions {
  try {
    return optionsFromEnvironment(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

const options = loadOptions();

const sandbox = await startSandbox({
  ...options,
  onRequest: (record) => console.log(`${record.method} ${record.path} ${record.status}`),
});

const activeFaults = Object.entries(options.faults ?? {}).filter(([name, value]) => value !== NO_FAULTS[name as keyof FaultSettings]);
console.log(`
Sandbox da API de registros em ${sandbox.url}
  Token: ${options.token}   (exemplo: ${sandbox.url}/veiculos/cpf/${CPF_FULL}?token=${options.token})
  Página de demonstração: ${sandbox.url}/demo
  Falhas ativas: ${activeFaults.length > 0 ? activeFaults.map(([name, value]) => `${name}=${value}`).join(', ') : 'nenhuma'}
  Limite de requisições: ${options.rateLimit ? `${options.rateLimit.requests} a cada ${options.rateLimit.windowMs} ms` : 'nenhum'}

Identificadores especiais:
  CPF com todos os registros .......... ${CPF_FULL}
  CPF sem registros ................... ${CPF_EMPTY}
  CPF cujo job assíncrono falha ....... ${CPF_JOB_FAILS}
  CPF com 10.000 transportes .......... ${CPF_LARGE}
  Telefone do CPF completo ............ ${PHONE_FULL}
  Telefone sem dono ................... ${PHONE_NO_OWNER}
  E-mail de pessoa (CPF completo) ..... ${EMAIL_PERSON}
  E-mail só de empresa (sócio) ........ ${EMAIL_COMPANY}
  E-mail sem cadastro ................. ${EMAIL_NOBODY}
  CNPJ numérico ....................... ${CNPJ_NUMERIC}
  CNPJ alfanumérico ................... ${CNPJ_ALPHANUMERIC}
  NIRF ${NIRF_WITH_RECORDS} · IBGE ${IBGE_WITH_RECORDS} · código SNCR ${SNCR_CODE_WITH_RECORDS}

Ctrl+C encerra.
`);

async function stop(): Promise<void> {
  await sandbox.close();
  process.exit(0);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
