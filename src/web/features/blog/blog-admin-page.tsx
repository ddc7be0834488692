import { BlogCommentsPage } from './manage/comments-page';
import { BlogEditorPage } from './manage/editor-page';
import { BlogPostsPage } from './manage/posts-page';
import { BlogStatsPage } from './manage/stats-page';

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
