import { BarChart3, MessageSquare, Newspaper, PenLine } from 'lucide-react';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

const PAGES = {
  list: {
    title: 'Blog',
    lead: 'Les articles publiés et les brouillons.',
    emptyTitle: 'Aucun article',
    emptyText: 'Aucun article n’a été rédigé ni publié.',
    icon: Newspaper,
  },
  editor: {
    title: 'Rédaction d’un article',
    lead: 'Titre, contenu et publication.',
    emptyTitle: 'Aucun article à modifier',
    emptyText:
      'La rédaction d’articles n’est pas ouverte sur cette instance : aucun article n’existe encore.',
    icon: PenLine,
  },
  stats: {
    title: 'Statistiques du blog',
    lead: 'Lectures par article.',
    emptyTitle: 'Aucune statistique',
    emptyText: 'Sans article publié, il n’y a aucune lecture à mesurer.',
    icon: BarChart3,
  },
  comments: {
    title: 'Commentaires',
    lead: 'Les commentaires des lecteurs, à modérer.',
    emptyTitle: 'Aucun commentaire',
    emptyText: 'Aucun commentaire n’a été déposé.',
    icon: MessageSquare,
  },
} as const;

export type TBlogAdminPage = keyof typeof PAGES;

/** /blog/admin, /new, /edit/:id, /stats, /comments, inside the admin shell. */
export function BlogAdminPage({ page }: { page: TBlogAdminPage }) {
  const content = PAGES[page];
  useDocumentTitle(`${content.title} — Administration — Créneau`);
  return (
    <>
      <PageHeader title={content.title}>{content.lead}</PageHeader>
      <EmptyState icon={content.icon} title={content.emptyTitle}>
        {content.emptyText}
      </EmptyState>
    </>
  );
}
