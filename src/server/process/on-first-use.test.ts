import { describe, expect, it, vi } from 'vitest';
import { staticPackages } from '../../../scripts/static-imports';
import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('loads nothing until asked, then once for every caller', async () => {
    const load = vi.fn(async () => ({ name: 'module' }));
    const get = onFirstUse(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([get(), get()]);
    expect(await get()).toBe(a);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('absent')).mockResolvedValueOnce('chargé');
    const get = onFirstUse(load);
    await expect(get()).rejects.toThrow('absent');
    expect(await get()).toBe('chargé');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves the libraries of rare work out of the server’s start: they come when first used (issue 30, item 24)', () => {
    const packages = staticPackages('src/server/main.ts');
    expect(packages).toContain('fastify');
    const rare = ['pdfkit', 'fontkit', 'sharp', 'qrcode', '@simplewebauthn/server', 'maxmind'];
    expect([...packages].filter((name) => rare.includes(name))).toEqual([]);
  });
});
