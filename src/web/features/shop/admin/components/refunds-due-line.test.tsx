import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../../../../test/axe';
import { createUser, seedSession } from '../../../../test/factories';
import { stubFetch } from '../../../../test/fetch-stub';
import { LOAD } from '../../../../test/provider-fixtures';
import { renderApp } from '../../../../test/render-app';

const admin = createUser({ role: 'admin', name: 'Alice Admin', email: 'admin@creneau.fr' });

describe('transfers to send back (issue 30)', () => {
  it('the admin home counts them and opens the orders filtered on them', async () => {
    seedSession(admin);
    const api = stubFetch({
      'GET /api/auth/verify-token': { body: { success: true, user: admin } },
      'GET /api/admin/users': { body: { success: true, users: [], total: 0, page: 1, pageSize: 25 } },
      'GET /api/admin/orders': (call) => ({
        body: {
          success: true,
          orders: [],
          total: call.url.includes('refundDue=true') ? 2 : 0,
          page: 1,
          pageSize: 20,
        },
      }),
    });
    const ui = userEvent.setup();
    renderApp('/admin');
    const link = await screen.findByRole('link', { name: '2 virements à rembourser' }, LOAD);
    expect(link.closest('p')).toHaveTextContent('avoir émis à l’annulation');
    expect(await seriousViolations()).toEqual([]);
    await ui.click(link);
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/orders').at(-1)?.url).toBe(
        '/api/admin/orders?refundDue=true&page=1',
      ),
    );
    expect(await screen.findByRole('combobox', { name: 'Remboursement' }, LOAD)).toHaveValue('true');
  });
});
