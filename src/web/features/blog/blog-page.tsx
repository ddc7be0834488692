import { Newspaper } from 'lucide-react';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { LinkButton } from '../../components/ui/link-button';

/** /blog: the list of published articles. */
export function BlogPage() {
  useDocumentTitle('Blog — Créneau');
  return (
    <Container className="py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Blog</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600">
        Conseils et nouveautés pour les indépendants qui gèrent leurs rendez-vous avec Créneau.
      </p>
      <div className="mt-10">
        <EmptyState icon={Newspaper} title="Aucun article publié pour le moment.">
          Les articles de l’équipe Créneau seront publiés sur cette page.
        </EmptyState>
      </div>
    </Container>
  );
}

/** /blog/:slug: no article exists under any address yet. */
export function BlogArticlePage() {
  useDocumentTitle('Article introuvable — Blog — Créneau');
  return (
    <Container className="py-12 sm:py-16">
      <EmptyState
        icon={Newspaper}
        title="Article introuvable"
        titleAs="h1"
        action={
          <LinkButton to="/blog" variant="secondary">
            Voir le blog
          </LinkButton>
        }
      >
        Aucun article n’est publié à cette adresse.
      </EmptyState>
    </Container>
  );
}
