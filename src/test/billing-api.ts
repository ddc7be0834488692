import { expect } from 'vitest';
import type { TBalance, TMovement } from '../shared/schemas/billing';
import type { TestApp } from './app';

/** A provider's balance, read through the API as the provider sees it. */
export async function balanceOf(t: TestApp, p: { token: string }): Promise<TBalance> {
  const response = await t.get('/api/billing/balance', { token: p.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ balance: TBalance }>().balance;
}

/** A provider's ledger movements, read through the API. */
export async function movementsOf(t: TestApp, p: { token: string }): Promise<TMovement[]> {
  return (await t.get('/api/billing/movements', { token: p.token })).json<{ movements: TMovement[] }>()
    .movements;
}
