import { BlogCommentsPage } from './comments-page';
import { BlogEditorPage } from './editor-page';
import { BlogPostsPage } from './posts-page';
import { BlogStatsPage } from './stats-page';

const PAGES = {
  list: BlogPostsPage,
  editor: BlogEditorPage,
  stats: BlogStatsPage,
  comments: BlogCommentsPage,
} as const;

export type TBlogAdminPage = keyof typeof PAGES;

/** /blog/admin, /new, /edit/:id, /stats, /comments, inside the admin shell (issue 17). */
export function BlogAdminPage({ page }: { page: TBlogAdminPage }) {
  const Page = PAGES[page];
  return <Page />;
}
