import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOG_COMMENT_RECEIVED } from '../../../shared/schemas/blog';
import { seriousViolations } from '../../test/axe';
import type { THandler } from '../../test/fetch-stub';
import { article, renderBlog } from './blog.test-support';

const SEND = 'POST /api/blog/posts/bien-demarrer/comments';
const CONSENT = /J’accepte que mon nom et mon commentaire soient publiés après modération/;

function openArticle(send: THandler) {
  return renderBlog('/blog/bien-demarrer', {
    'GET /api/blog/posts/bien-demarrer': { body: { success: true, post: article() } },
    'GET /api/blog/posts/bien-demarrer/comments': { body: { success: true, comments: [] } },
    [SEND]: send,
  });
}

async function findForm() {
  return within(await screen.findByRole('form', { name: 'Laisser un commentaire' }));
}

async function fill(ui: ReturnType<typeof openArticle>['ui']) {
  const form = await findForm();
  await ui.type(form.getByLabelText('Nom'), ' Camille ');
  await ui.type(form.getByLabelText('E-mail'), 'camille@example.fr');
  await ui.type(form.getByLabelText('Commentaire'), 'Très utile,{Enter}merci !');
  await ui.click(form.getByRole('checkbox', { name: CONSENT }));
  return form;
}

describe('CommentForm', () => {
  it('has labelled fields, the consent box with its privacy link and no serious axe violation', async () => {
    openArticle({ status: 201, body: { success: true, message: BLOG_COMMENT_RECEIVED } });
    const form = await findForm();
    expect(form.getByLabelText('E-mail')).toHaveAccessibleDescription(/jamais affichée/);
    const consent = form.getByRole('checkbox', { name: CONSENT });
    expect(consent).not.toBeChecked();
    expect(form.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(form.getByRole('button', { name: 'Publier le commentaire' })).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('keeps the honeypot out of sight, of screen readers and of the tab order', async () => {
    const { ui } = openArticle({ status: 201, body: { success: true, message: BLOG_COMMENT_RECEIVED } });
    const form = await findForm();
    // aria-hidden: not in the accessibility tree.
    expect(form.queryByRole('textbox', { name: 'Ne pas remplir' })).toBeNull();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(document.querySelector('label[for="comment-website"]')).toHaveTextContent('Ne pas remplir');

    // Tabbing from the comment goes to the consent box, never through the honeypot.
    await ui.click(form.getByLabelText('Commentaire'));
    await ui.tab();
    expect(form.getByRole('checkbox', { name: CONSENT })).toHaveFocus();
  });

  it('validates in the browser before sending', async () => {
    const { api, ui } = openArticle({ status: 201, body: { success: true, message: BLOG_COMMENT_RECEIVED } });
    const form = await findForm();
    await ui.click(form.getByRole('button', { name: 'Publier le commentaire' }));
    expect(form.getByLabelText('Nom')).toHaveAccessibleDescription('Le nom est obligatoire');
    expect(form.getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('E-mail')).toHaveAccessibleDescription(/L’adresse e-mail est obligatoire/);
    expect(form.getByLabelText('Commentaire')).toHaveAccessibleDescription('Le commentaire est obligatoire');
    expect(form.getByRole('checkbox', { name: CONSENT })).toHaveAccessibleDescription(
      /Cochez la case pour accepter/,
    );
    await ui.type(form.getByLabelText('E-mail'), 'camille@exemple');
    await ui.click(form.getByRole('button', { name: 'Publier le commentaire' }));
    expect(form.getByLabelText('E-mail')).toHaveAccessibleDescription(/Adresse e-mail invalide/);
    expect(api.callsTo(SEND)).toHaveLength(0);
    expect(await seriousViolations()).toEqual([]);
  });

  it('sends the comment, shows the server message in a status and clears the form', async () => {
    const { api, ui } = openArticle({ status: 201, body: { success: true, message: BLOG_COMMENT_RECEIVED } });
    const form = await fill(ui);
    await ui.click(form.getByRole('button', { name: 'Publier le commentaire' }));

    await waitFor(() => expect(form.getByRole('status')).toHaveTextContent(BLOG_COMMENT_RECEIVED));
    expect(api.callsTo(SEND)[0]?.body).toEqual({
      name: 'Camille',
      email: 'camille@example.fr',
      content: 'Très utile,\nmerci !',
      consent: true,
      website: '',
    });
    expect(form.getByLabelText('Nom')).toHaveValue('');
    expect(form.getByLabelText('E-mail')).toHaveValue('');
    expect(form.getByLabelText('Commentaire')).toHaveValue('');
    expect(form.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows a server field error under its field', async () => {
    const { ui } = openArticle({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION',
        field: 'email',
        message: 'Ce domaine n’accepte pas de courrier',
      },
    });
    const form = await fill(ui);
    await ui.click(form.getByRole('button', { name: 'Publier le commentaire' }));
    const email = form.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Ce domaine n’accepte pas de courrier/));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(form.queryByRole('alert')).toBeNull();
    // Nothing is lost.
    expect(form.getByLabelText('Commentaire')).toHaveValue('Très utile,\nmerci !');
  });

  it('reads an `errors` map too', async () => {
    const { ui } = openArticle({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION',
        message: 'Données invalides',
        errors: { name: 'Ce nom est trop court', content: 'Ce commentaire ressemble à un spam' },
      },
    });
    const form = await fill(ui);
    await ui.click(form.getByRole('button', { name: 'Publier le commentaire' }));
    await waitFor(() =>
      expect(form.getByLabelText('Nom')).toHaveAccessibleDescription('Ce nom est trop court'),
    );
    expect(form.getByLabelText('Commentaire')).toHaveAccessibleDescription(
      'Ce commentaire ressemble à un spam',
    );
  });

  it('shows the server’s message on a rate limit', async () => {
    const { ui } = openArticle({
      status: 429,
      body: {
        success: false,
        code: 'RATE_LIMITED',
        message: 'Trop de commentaires : réessayez dans une heure.',
      },
    });
    const form = await fill(ui);
    await ui.click(form.getByRole('button', { name: 'Publier le commentaire' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Trop de commentaires : réessayez dans une heure.',
    );
    expect(form.getByLabelText('Nom')).toHaveValue(' Camille ');
  });
});
