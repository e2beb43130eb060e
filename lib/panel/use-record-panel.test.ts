/**
 * The panel's look-up state, the hook rendered for real by Preact on a DOM from linkedom, with WXT's
 * fake browser for storage and the background's answers played by a stand-in `sendMessage`: which
 * families it looks up and when, errors in the query, answers for a query left behind, back and
 * forward, filters, that a write into the page needs a trusted click, and the enrichment's outcome. The views that show it are
 * tested in e2e/panel*.spec.ts.
 */
import { parseHTML } from 'linkedom';
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { enrichedContact } from '../../sandbox/fixture-records';
import type { LookupRequest } from '../protocol/messages';

const sent: { type: string; payload: unknown }[] = [];
/** The background's answer to each look-up, by its request; settled when the test says. */
let answerLookup: (request: LookupRequest) => Promise<unknown>;

vi.mock('../protocol/send', () => ({
  isFromBackground: () => true,
  sendMessage: vi.fn(async (type: string, payload: { request?: LookupRequest; identifiers?: unknown[] }) => {
    sent.push({ type, payload });
    if (type === 'lookup' && payload.request) return answerLookup(payload.request);
    if (type === 'recent.summaries') return (payload.identifiers ?? []).map(() => null);
    if (type === 'page.fill') return { filled: true };
    if (type === 'page.form') return FORM;
    if (type === 'page.fillForm') return { filled: 1 };
    throw new Error(`unexpected message ${type}`);
  }),
}));

/** The form of the page beside the panel, for "Preencher formulário". */
const FORM = { scanId: 7, scope: { kind: 'form', name: 'Cadastro de lead' }, fields: [{ id: 0, role: 'name', label: 'Nome completo', filled: false, control: 'text' }] };

/** The single enrichment's answer, settled when the test says. */
let answerEnrichment: () => Promise<unknown> = async () => ({ status: 'error', message: 'not asked' });
vi.mock('../pages/enrich-one', () => ({ enrichOne: vi.fn(() => answerEnrichment()) }));

const { useRecordPanel } = await import('./use-record-panel');
type Model = ReturnType<typeof useRecordPanel>;

const answer = (request: LookupRequest) => ({ data: { asked: request }, fetchedAt: 1_700_000_000_000, source: 'network' });
const CPF = '123.456.789-09';

let window: ReturnType<typeof parseHTML>;
let model: Model;

function Probe() {
  model = useRecordPanel();
  return null;
}

/** Lets the hook's effects and the answers they wait for run. */
async function flush() {
  for (let round = 0; round < 5; round++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

async function mount() {
  const root = window.document.createElement('div');
  await act(() => render(h(Probe, {}), root as unknown as Element));
  await flush();
  return root;
}

const lookups = () => sent.filter((message) => message.type === 'lookup').map((message) => (message.payload as { request: LookupRequest }).request);

beforeAll(() => {
  window = parseHTML('<!doctype html><html><body></body></html>');
  vi.stubGlobal('document', window.document);
  vi.stubGlobal('location', { search: '' });
  vi.stubGlobal('window', { history: { replaceState: vi.fn() }, addEventListener: vi.fn(), removeEventListener: vi.fn(), print: vi.fn() });
});

afterAll(() => {
  vi.unstubAllGlobals();
});

beforeEach(() => {
  fakeBrowser.reset();
  // The side panel's window, which the fake browser does not have.
  vi.spyOn(fakeBrowser.windows, 'getCurrent').mockResolvedValue({ id: 1 } as never);
  sent.length = 0;
  answerLookup = async (request) => answer(request);
});

describe('the record panel’s state', () => {
  it('says what is wrong with a query it cannot read, and looks nothing up', async () => {
    await mount();
    await act(() => model.open('   '));
    expect(model.queryError).toBe('Digite um CPF, CNPJ, telefone ou e-mail.');
    await act(() => model.open('não é nada'));
    expect(model.queryError).not.toBeNull();
    expect(model.current).toBeNull();
    expect(lookups()).toEqual([]);
  });

  it('looks up the family of the tab shown, each other family only when its tab is first shown', async () => {
    await mount();
    await act(() => model.open(CPF));
    await flush();
    expect(model.queryError).toBeNull();
    expect(model.current).toMatchObject({ kind: 'cpf', value: '12345678909' });
    expect(model.selected).toBe('profile');
    expect(lookups()).toEqual([{ resource: 'personProfile', cpf: '12345678909' }]);
    expect(model.states.profile).toMatchObject({ status: 'ready', data: { asked: { resource: 'personProfile' } }, stale: null, cacheOff: false });
    const other = model.sections.find((section) => section.id !== 'profile');
    if (!other) throw new Error('a CPF has more than one family');
    await act(() => model.select(other.id));
    await flush();
    expect(lookups()).toHaveLength(2);
    expect(lookups()[1]).toEqual(other.request);
    // Shown again, a family is not looked up again; refreshed, every family shown is.
    await act(() => model.select('profile'));
    await flush();
    expect(lookups()).toHaveLength(2);
    await act(() => model.refresh());
    await flush();
    expect(lookups()).toHaveLength(4);
  });

  it('shows a failed look-up as an error the person can retry', async () => {
    answerLookup = async () => {
      throw new Error('sem rede');
    };
    await mount();
    await act(() => model.open(CPF));
    await flush();
    expect(model.states.profile).toMatchObject({ status: 'error' });
    answerLookup = async (request) => answer(request);
    await act(() => model.retry('profile'));
    await flush();
    expect(model.states.profile).toMatchObject({ status: 'ready' });
  });

  it('drops the answer for a query the person has left', async () => {
    let release: (() => void) | null = null;
    answerLookup = (request) => new Promise((resolve) => (release = () => resolve(answer(request))));
    await mount();
    await act(() => model.open(CPF));
    await flush();
    const late = release as (() => void) | null;
    answerLookup = async (request) => answer(request);
    await act(() => model.open('11.222.333/0001-81'));
    await flush();
    late?.();
    await flush();
    expect(model.current).toMatchObject({ kind: 'cnpj' });
    expect(model.states.profile).toBeUndefined();
    expect(Object.values(model.states).every((state) => state.status === 'ready')).toBe(true);
  });

  it('drops an enrichment that answers after another identifier was opened: it is not about the record shown', async () => {
    let release: (() => void) | null = null;
    answerEnrichment = () => new Promise((resolve) => (release = () => resolve({ status: 'error', message: 'about the CPF' })));
    await mount();
    await act(() => model.open(CPF));
    await flush();
    const enriching = model.enrichSingle();
    await flush();
    expect(model.single).toEqual({ status: 'loading' });
    await act(() => model.open('maria@example.com'));
    await flush();
    (release as (() => void) | null)?.();
    await act(() => enriching);
    await flush();
    expect(model.current).toMatchObject({ kind: 'email' });
    expect(model.single).toEqual({ status: 'idle' });

    answerEnrichment = async () => ({ status: 'error', message: 'about the e-mail' });
    await act(() => model.enrichSingle());
    await flush();
    expect(model.single).toEqual({ status: 'error', message: 'about the e-mail' });
  });

  it("puts the enrichment's outcome away, with what was said of a fill, and not one under way", async () => {
    answerEnrichment = async () => ({ status: 'error', message: 'saldo insuficiente' });
    await mount();
    await act(() => model.open(CPF));
    await flush();
    await act(() => model.enrichSingle());
    await flush();
    expect(model.single).toEqual({ status: 'error', message: 'saldo insuficiente' });
    await act(() => model.fill('12345678909', { isTrusted: true } as MouseEvent));
    await flush();
    expect(model.fillNotice).not.toBeNull();
    await act(() => model.dismissSingle());
    await flush();
    expect(model.single).toEqual({ status: 'idle' });
    expect(model.fillNotice).toBeNull();

    let release: (() => void) | null = null;
    answerEnrichment = () => new Promise((resolve) => (release = () => resolve({ status: 'error', message: 'tarde' })));
    const enriching = model.enrichSingle();
    await flush();
    await act(() => model.dismissSingle());
    await flush();
    // Not offered then; and were it called, the enrichment on its way still answers.
    expect(model.single).toEqual({ status: 'loading' });
    (release as (() => void) | null)?.();
    await act(() => enriching);
    await flush();
    expect(model.single).toEqual({ status: 'error', message: 'tarde' });
  });

  it('keeps a filled form\'s "Desfazer" when the outcome is put away, for when it shows again', async () => {
    answerEnrichment = async () => ({ status: 'done', item: enrichedContact({ cpf: '12345678909' }) });
    await mount();
    await act(() => model.open(CPF));
    await flush();
    await act(() => model.enrichSingle());
    await flush();
    await act(() => model.formFillStart({ isTrusted: true } as MouseEvent));
    await flush();
    expect(model.formFill).toMatchObject({ status: 'preview', scanId: 7 });
    await act(() => model.formFillConfirm({ isTrusted: true } as MouseEvent));
    await flush();
    expect(model.formFill).toMatchObject({ status: 'filled', scanId: 7 });
    await act(() => model.dismissSingle());
    await flush();
    expect(model.single).toEqual({ status: 'idle' });
    expect(model.formFill).toMatchObject({ status: 'filled', scanId: 7 });
  });

  it('moves back and forward through the queries shown, and remembers them as recent', async () => {
    await mount();
    await act(() => model.open(CPF));
    await flush();
    await act(() => model.open('ana@exemplo.com.br'));
    await flush();
    expect(model.canGoBack).toBe(true);
    expect(model.canGoForward).toBe(false);
    await act(() => model.move(-1));
    expect(model.current).toMatchObject({ kind: 'cpf' });
    expect(model.canGoForward).toBe(true);
    await act(() => model.move(1));
    expect(model.current).toMatchObject({ kind: 'email' });
    await flush();
    expect(model.recent.map((entry) => entry.query)).toEqual(['ana@exemplo.com.br', '12345678909']);
    await act(() => model.clearRecent());
    await flush();
    expect(model.recent).toEqual([]);
  });

  it('writes into the page only for a trusted click', async () => {
    await mount();
    await act(() => model.fill('12345678909', { isTrusted: false } as MouseEvent));
    await flush();
    expect(sent.some((message) => message.type === 'page.fill')).toBe(false);
    await act(() => model.fill('12345678909', { isTrusted: true } as MouseEvent));
    await flush();
    expect(sent.filter((message) => message.type === 'page.fill')).toEqual([{ type: 'page.fill', payload: { value: '12345678909' } }]);
    expect(model.fillNotice).not.toBeNull();
  });
});
