import { PasswordResponses } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { brokenPdf, protectedPdf } from '../../sandbox/demo/odd-pdfs';
import { failureReport, INCORRECT_PASSWORD, openingProblem, problemOf } from './problems';
import { ReaderError } from './source';
import { openPdf } from './test-helpers';

const problemOpening = (bytes: Uint8Array) => openPdf(bytes).then(() => null, (error: unknown) => openingProblem(error).problem);

describe("a document that does not open: the file's fault or ours", () => {
  it('a file pdf.js finds broken is the file\'s; a protected one asks for its password', async () => {
    expect(await problemOpening(await brokenPdf())).toEqual({ kind: 'broken' });
    expect(await problemOpening(protectedPdf('CPF 123.456.789-09', 'sigilo'))).toEqual({ kind: 'password', wrong: false });
  });

  it('anything else (pdf.js\'s worker or a packaged file missing, a bug) is ours, never "corrupt"', () => {
    expect(openingProblem(new Error('Setting up fake worker failed: "Failed to fetch dynamically imported module".')).problem).toEqual({ kind: 'ours' });
    expect(openingProblem(new TypeError("Cannot read properties of undefined (reading 'numPages')")).problem).toEqual({ kind: 'ours' });
    expect(openingProblem(undefined).problem).toEqual({ kind: 'ours' });
    expect(problemOf(new Error('chunk missing'))).toEqual({ kind: 'ours' });
    expect(problemOf(new ReaderError({ kind: 'notPdf' }))).toEqual({ kind: 'notPdf' });
  });

  it("names pdf.js's wrong-password answer as pdf.js does", () => {
    expect(PasswordResponses.INCORRECT_PASSWORD).toBe(INCORRECT_PASSWORD);
  });
});

describe('what the diagnostic log gets of a failure of ours', () => {
  it("the cause's class and message, without the documents' addresses", () => {
    const missing = openingProblem(new TypeError('Failed to fetch dynamically imported module: chrome-extension://abc/chunks/engine-1.js'));
    expect(failureReport(missing)).toEqual({ kind: 'TypeError', message: 'Failed to fetch dynamically imported module: chrome-extension://abc/chunks/engine-1.js' });
    expect(failureReport(new Error('cannot read file:///home/maria-souza/contrato.pdf nor https://intranet.example/a.pdf'))).toEqual({ kind: 'Error', message: 'cannot read <endereço> nor <endereço>' });
    expect(failureReport('string')).toEqual({ kind: 'string', message: '' });
  });
});
