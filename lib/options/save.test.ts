import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../settings';
import { saveConnection, type SaveDependencies } from './save';

function dependencies(overrides: Partial<SaveDependencies> = {}) {
  const calls: string[] = [];
  const deps: SaveDependencies = {
    requestHostAccess: vi.fn(async () => {
      calls.push('permission');
      return true;
    }),
    saveToken: vi.fn(async () => void calls.push('token')),
    saveAddresses: vi.fn(async (addresses) => {
      calls.push('addresses');
      return { ...DEFAULT_SETTINGS, apiUrl: addresses.apiUrl.replace(/\/+$/, ''), baseUrl: addresses.baseUrl.replace(/\/+$/, '') };
    }),
    ...overrides,
  };
  return { deps, calls };
}

const values = { token: ' segredo ', apiUrl: 'https://api.exemplo.com.br/', baseUrl: 'https://leads.exemplo.com.br' };

describe('saving the connection', () => {
  it('asks for host access synchronously, inside the click, before anything is awaited', () => {
    const { deps, calls } = dependencies();
    void saveConnection(values, deps);
    expect(deps.requestHostAccess).toHaveBeenCalledWith(['https://api.exemplo.com.br/*', 'https://leads.exemplo.com.br/*']);
    expect(calls[0]).toBe('permission');
  });

  it('stores the trimmed token and the normalized addresses', async () => {
    const { deps } = dependencies();
    const result = await saveConnection(values, deps);
    expect(deps.saveToken).toHaveBeenCalledWith('segredo');
    expect(result.saved).toEqual({ token: 'segredo', apiUrl: 'https://api.exemplo.com.br', baseUrl: 'https://leads.exemplo.com.br' });
    expect(result.lines).toEqual([{ ok: true, text: expect.any(String) }]);
    expect(await result.permission).toBeNull();
  });

  it('refuses an address with a query string (where a token could hide) and saves nothing', async () => {
    const { deps } = dependencies();
    const result = await saveConnection({ ...values, apiUrl: 'https://api.exemplo.com.br/?token=x' }, deps);
    expect(result.saved).toBeUndefined();
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]?.ok).toBe(false);
    expect(deps.requestHostAccess).not.toHaveBeenCalled();
    expect(deps.saveToken).not.toHaveBeenCalled();
  });

  it('refuses http:// outside this computer, saying why, and saves nothing; http:// on loopback is saved', async () => {
    const { deps } = dependencies();
    const result = await saveConnection({ ...values, baseUrl: 'http://api.exemplo.com.br' }, deps);
    expect(result.saved).toBeUndefined();
    expect(result.lines).toEqual([{ ok: false, text: expect.stringContaining('use https://') }]);
    expect(deps.requestHostAccess).not.toHaveBeenCalled();
    expect(deps.saveToken).not.toHaveBeenCalled();

    const local = await saveConnection({ ...values, apiUrl: 'http://127.0.0.1:8787', baseUrl: 'http://localhost:8787' }, deps);
    expect(local.saved).toBeDefined();
  });

  it('says when host access was refused, after saving', async () => {
    const { deps } = dependencies({ requestHostAccess: async () => false });
    const result = await saveConnection(values, deps);
    expect(result.lines.map((line) => line.ok)).toEqual([true]);
    const refusal = await result.permission;
    expect(refusal?.ok).toBe(false);
    expect(refusal?.text).toContain('https://api.exemplo.com.br/*');
  });

  it('a failure to store is said in words, never as a raw error dump', async () => {
    const { deps } = dependencies({ saveToken: async () => Promise.reject(new Error('QuotaExceededError: {"issues":[...]}')) });
    const result = await saveConnection(values, deps);
    expect(result.saved).toBeUndefined();
    expect(result.lines[0]?.ok).toBe(false);
    expect(result.lines[0]?.text).not.toContain('issues');
  });
});
