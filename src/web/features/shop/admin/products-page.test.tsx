import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SHOP_MESSAGES, type TShopProduct } from '../../../../shared/schemas/shop';
import { seriousViolations } from '../../../test/axe';
import { createUser, seedSession } from '../../../test/factories';
import { stubFetch, type THandler } from '../../../test/fetch-stub';
import { LOAD } from '../../../test/provider-fixtures';
import { renderApp } from '../../../test/render-app';
import { CATALOGUE, productFixture, QR_STAND_ID } from '../test/shop-fixtures';

const admin = createUser({ role: 'admin', name: 'Alice Admin', email: 'admin@creneau.fr' });
const ARCHIVED = productFixture({
  id: '30000000-0000-4000-8000-000000000009',
  name: 'Autocollant vitrine',
  archivedAt: '2026-11-01T10:00:00.000Z',
});

function openProducts(handlers: Record<string, THandler> = {}) {
  seedSession(admin);
  const api = stubFetch({
    'GET /api/auth/verify-token': { body: { success: true, user: admin } },
    'GET /api/admin/products': { body: { success: true, products: [...CATALOGUE, ARCHIVED] } },
    ...handlers,
  });
  renderApp('/admin/products');
  return { api, ui: userEvent.setup() };
}

const productReply = (product: TShopProduct) => ({ body: { success: true, product } });

describe('/admin/products', () => {
  it('says so when the catalogue is empty', async () => {
    openProducts({ 'GET /api/admin/products': { body: { success: true, products: [] } } });
    expect(await screen.findByText('Aucun produit', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouveau produit' })).toBeInTheDocument();
  });

  it('lists the catalogue with price, VAT, stock and state, archived products apart and read-only', async () => {
    openProducts();
    const catalogue = within(await screen.findByRole('region', { name: 'Catalogue' }, LOAD));
    const nfc = within(catalogue.getByRole('heading', { name: 'Carte NFC' }).closest('li') as HTMLElement);
    expect(nfc.getByText(/15,00 € TTC · TVA 5,5 % · Stock :/)).toHaveTextContent('Stock : 3');
    expect(nfc.getByText('En vente')).toBeInTheDocument();
    const archived = within(screen.getByRole('region', { name: 'Archivés' }));
    expect(archived.getByRole('heading', { name: 'Autocollant vitrine' })).toBeInTheDocument();
    expect(archived.queryByRole('button')).not.toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('creates a product from euros typed the French way, then offers its photos; a GIF is refused before sending', async () => {
    const created = productFixture({
      id: '30000000-0000-4000-8000-000000000010',
      name: 'Présentoir bois',
      photos: [],
    });
    let products = [...CATALOGUE];
    const { api, ui } = openProducts({
      'GET /api/admin/products': () => ({ body: { success: true, products } }),
      'POST /api/admin/products': () => {
        products = [created, ...products];
        return { status: 201, ...productReply(created) };
      },
      [`POST /api/admin/products/${created.id}/photos`]: {
        status: 201,
        body: { success: true, photo: { id: 'ph-9', url: '/api/shop/photos/ph-9' } },
      },
    });
    await ui.click(await screen.findByRole('button', { name: 'Nouveau produit' }, LOAD));
    const dialog = within(screen.getByRole('dialog', { name: 'Nouveau produit' }));
    await ui.type(dialog.getByLabelText('Nom'), 'Présentoir bois');
    await ui.type(dialog.getByLabelText('Prix TTC (€)'), 'douze');
    await ui.click(dialog.getByRole('button', { name: 'Créer le produit' }));
    expect(dialog.getByLabelText('Prix TTC (€)')).toHaveAccessibleDescription(
      'Indiquez un prix TTC, par exemple 29,90',
    );
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await ui.clear(dialog.getByLabelText('Prix TTC (€)'));
    await ui.type(dialog.getByLabelText('Prix TTC (€)'), '29,90');
    await ui.selectOptions(dialog.getByLabelText('TVA'), '5.5');
    await ui.clear(dialog.getByLabelText('Stock'));
    await ui.type(dialog.getByLabelText('Stock'), '2');
    await ui.click(dialog.getByLabelText(/Personnalisé/));
    await ui.click(dialog.getByRole('button', { name: 'Créer le produit' }));
    expect(await dialog.findByText('Produit créé. Ajoutez-lui des photos.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Présentoir bois',
      description: '',
      priceCents: 2990,
      vatRate: 5.5,
      stock: 2,
      active: true,
      personalised: true,
    });

    const file = dialog.getByLabelText('Ajouter une photo');
    fireEvent.change(file, { target: { files: [new File(['GIF89a'], 'x.gif', { type: 'image/gif' })] } });
    expect(await dialog.findByText(SHOP_MESSAGES.photoType)).toBeInTheDocument();
    fireEvent.change(file, { target: { files: [new File(['png'], 'stand.png', { type: 'image/png' })] } });
    await waitFor(() =>
      expect(api.calls.find((c) => c.path.endsWith('/photos'))?.headers['Content-Type']).toBe('image/png'),
    );
  });

  it('shows the field the server refuses; archiving asks first', async () => {
    const { api, ui } = openProducts({
      [`PATCH /api/admin/products/${QR_STAND_ID}`]: {
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION',
          field: 'priceCents',
          message: 'Le prix ne doit pas dépasser 10 000 €',
        },
      },
      [`DELETE /api/admin/products/${QR_STAND_ID}`]: productReply(
        productFixture({ archivedAt: '2026-11-26T10:00:00.000Z' }),
      ),
    });
    await ui.click(await screen.findByRole('button', { name: 'Modifier Présentoir QR' }, LOAD));
    const dialog = within(screen.getByRole('dialog', { name: 'Modifier le produit' }));
    expect(dialog.getByLabelText('Prix TTC (€)')).toHaveValue('29,90');
    expect(dialog.getByRole('img', { name: 'Présentoir QR, vue 1' })).toBeInTheDocument();
    await ui.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByText('Le prix ne doit pas dépasser 10 000 €')).toBeInTheDocument();
    await ui.click(dialog.getByRole('button', { name: 'Annuler' }));

    await ui.click(screen.getByRole('button', { name: 'Archiver Présentoir QR' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Archiver le produit ?' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await ui.click(confirm.getByRole('button', { name: 'Archiver' }));
    expect(await screen.findByText('Produit archivé')).toBeInTheDocument();
  });
});
