/** The blog module's public entry (ADR 0020, 0042): readers' article queries, the sanitiser, the jobs. */
export { forgetCommenterEmails } from './comment-retention';
export { renderMarkdown, sanitizeArticleHtml } from './markdown';
export { blogImageUrl, findPublicPostBySlug, listPublicPosts } from './posts-queries';
export { publishDueBlogPostsJob, publishDuePosts } from './publish-job';
