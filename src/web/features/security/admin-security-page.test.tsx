import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../../test/axe';
import { createUser, seedSession } from '../../test/factories';
import { stubFetch } from '../../test/fetch-stub';
import { LOAD } from '../../test/provider-fixtures';
import { renderApp } from '../../test/render-app';

describe('/admin/security (issue 16)', () => {
  it('gives an administrator their own passkeys, from the admin menu', async () => {
    const admin = createUser({ role: 'admin', name: 'Alice Admin', email: 'admin@creneau.fr' });
    seedSession(admin);
    stubFetch({ 'GET /api/auth/verify-token': { body: { success: true, user: admin } } });
    renderApp('/admin/security');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sécurité' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Clés de sécurité et passkeys' })).toBeInTheDocument();
    expect(
      await screen.findByText('Aucune clé de sécurité n’est enregistrée pour ce compte.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sécurité' })).toHaveAttribute('aria-current', 'page');
    expect(await seriousViolations()).toEqual([]);
  });
});
