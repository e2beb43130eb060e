/**
 * `npm test`: every check of the project, in stages. Within a stage the steps run side by side: eslint
 * and tsc each use one core, and the release check's builds wait on the disk while the unit tests run,
 * so two of them fill the machine's two cores where one after the other left one idle. The browser
 * suites each drive two browsers already, so they run alone. A step's output is printed whole when it
 * ends (never interleaved with the other's), with its time; the run stops after the first stage with
 * a failure and exits non-zero.
 */
import { spawn } from 'node:child_process';

/** Each inner list is a stage; each string a script of package.json. */
const STAGES = [['lint', 'typecheck'], ['release:check', 'test:unit'], ['test:e2e'], ['test:firefox']];

interface StepResult {
  script: string;
  code: number;
  seconds: number;
}

function runStep(script: string, alone: boolean): Promise<StepResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    // Alone in its stage, a step prints as it goes (the browser suites' progress is worth seeing live).
    const child = spawn('npm', ['run', '--silent', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: process.env });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      if (!alone) {
        console.log(`\n== npm run ${script}`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`== npm run ${script}: ${code === 0 ? 'ok' : `falhou (${signal ?? `código ${code}`})`} em ${seconds.toFixed(0)} s`);
      resolve({ script, code: code ?? 1, seconds });
    });
  });
}

const results: StepResult[] = [];
for (const stage of STAGES) {
  const finished = await Promise.all(stage.map((script) => runStep(script, stage.length === 1)));
  results.push(...finished);
  if (finished.some((result) => result.code !== 0)) break;
}

const failed = results.filter((result) => result.code !== 0);
const skipped = STAGES.flat().filter((script) => !results.some((result) => result.script === script));
console.log(`\n== npm test: ${results.map((result) => `${result.script} ${result.seconds.toFixed(0)} s`).join(', ')}`);
if (failed.length > 0) {
  console.log(`Falhou: ${failed.map((result) => result.script).join(', ')}.${skipped.length > 0 ? ` Não rodou: ${skipped.join(', ')}.` : ''}`);
  process.exit(1);
}
