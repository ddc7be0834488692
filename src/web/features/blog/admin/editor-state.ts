import type { TAdminBlogPost, TBlogPostInput } from '../../../../shared/schemas/blog';
import { fromLocalInput, toLocalInput } from './format';

/** What the editor holds: the form's text, the way it will be published, the cover. */
export type TEditorForm = {
  title: string;
  slug: string;
  /** The slug was typed: the title no longer rewrites it. */
  slugTouched: boolean;
  excerpt: string;
  tags: string;
  markdown: string;
  mode: 'draft' | 'scheduled' | 'published';
  publishAt: string;
  cover: { id: string; url: string } | null;
};

export const EMPTY_EDITOR: TEditorForm = {
  title: '',
  slug: '',
  slugTouched: false,
  excerpt: '',
  tags: '',
  markdown: '',
  mode: 'draft',
  publishAt: '',
  cover: null,
};

export function formOf(post: TAdminBlogPost): TEditorForm {
  return {
    title: post.title,
    slug: post.slug,
    slugTouched: true,
    excerpt: post.excerpt,
    tags: post.tags.join(', '),
    markdown: post.markdown,
    mode: post.status,
    publishAt: toLocalInput(post.publishAt),
    cover:
      post.coverImageId && post.coverImageUrl ? { id: post.coverImageId, url: post.coverImageUrl } : null,
  };
}

/** The request body; `status` is the form's mode unless `asDraft` (autosave). */
export function inputOf(form: TEditorForm, asDraft = false): TBlogPostInput {
  const status = asDraft ? 'draft' : form.mode;
  return {
    title: form.title,
    ...(form.slug.trim() ? { slug: form.slug.trim() } : {}),
    excerpt: form.excerpt,
    markdown: form.markdown,
    tags: form.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    status,
    publishAt: status === 'scheduled' ? fromLocalInput(form.publishAt) : null,
    coverImageId: form.cover?.id ?? null,
  };
}

export const SAVE_LABELS: Record<TEditorForm['mode'], string> = {
  draft: 'Enregistrer le brouillon',
  scheduled: 'Programmer',
  published: 'Publier',
};
