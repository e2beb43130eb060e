import { describe, expect, it, vi } from 'vitest';
import { enrichedContact } from '../../sandbox/fixture-records';
import { CPF_FULL } from '../../sandbox/special';
import { confirmFormFill, previewFormFill, scopeText, undoFormFill, type FormFillPorts } from './form-fill-state';

const scan = { scanId: 3, scope: { kind: 'form' as const, name: 'Lead (React)' }, fields: [{ id: 0, role: 'name' as const, label: 'Nome', filled: false, control: 'text' as const }] };

function ports(undo = { restored: 1, kept: 0 }): FormFillPorts {
  return { readForm: vi.fn(async () => scan), fillForm: vi.fn(async () => 1), undoFill: vi.fn(async () => undo) };
}

describe('Preencher formulário, then Desfazer', () => {
  it('names the form, fills, and says only what is true about undoing', async () => {
    const port = ports();
    const preview = await previewFormFill(port, enrichedContact({ cpf: CPF_FULL }));
    expect(preview).toMatchObject({ status: 'preview', scanId: 3, scope: scan.scope });
    if (preview.status === 'preview') expect(scopeText(preview.scope)).toBe('Formulário: Lead (React)');
    const filled = await confirmFormFill(port, preview);
    expect(filled).toEqual({ status: 'filled', scanId: 3, message: '1 campo preenchido.' });
    expect(await undoFormFill(port, filled)).toEqual({ status: 'message', message: '1 campo voltou ao que era.' });
    expect(port.undoFill).toHaveBeenCalledWith(3);
  });

  it('counts apart the fields the person changed after the fill, and says when nothing was left to undo', async () => {
    const filled = { status: 'filled' as const, scanId: 3, message: '' };
    expect(await undoFormFill(ports({ restored: 2, kept: 1 }), filled)).toEqual({
      status: 'message',
      message: '2 campos voltaram ao que eram. 1 campo, alterado depois do preenchimento, ficou como está.',
    });
    expect((await undoFormFill(ports({ restored: 0, kept: 0 }), filled)).status).toBe('message');
  });

  it('names a form without a name, and the whole page', () => {
    expect(scopeText({ kind: 'form' })).toBe('O formulário onde está o cursor');
    expect(scopeText({ kind: 'page' })).toMatch(/^Todos os campos da página/);
  });
});
