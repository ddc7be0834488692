import { z } from 'zod';
import { multiLine, singleLine, zCalendarDate, zInstant } from './fields';
import { ZPage } from './payments';
import { SLUG_PATTERN } from './slug';

/**
 * The blog (issue 17, ADR 0042): articles written in Markdown by the team, rendered and sanitised
 * on the server; readers' comments held for moderation; views counted per day without cookies.
 */

export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type TBlogPostStatus = (typeof BLOG_POST_STATUSES)[number];
export const BLOG_POST_STATUS_LABELS: Record<TBlogPostStatus, string> = {
  draft: 'Brouillon',
  scheduled: 'Programmé',
  published: 'Publié',
};

export const BLOG_COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TBlogCommentStatus = (typeof BLOG_COMMENT_STATUSES)[number];
export const BLOG_COMMENT_STATUS_LABELS: Record<TBlogCommentStatus, string> = {
  pending: 'En attente',
  approved: 'Approuvé',
  rejected: 'Refusé',
};

export const BLOG_LIMITS = {
  titleMax: 160,
  slugMin: 3,
  slugMax: 100,
  excerptMax: 300,
  markdownMax: 100_000,
  tagsMax: 10,
  tagMax: 40,
  /** Articles per page on /blog; the admin list uses the same. */
  pageSize: 10,
  commentNameMax: 80,
  commentMax: 2000,
  /** Bytes of one uploaded image, before resizing. */
  imageMaxBytes: 5 * 1024 * 1024,
  /** Widest side kept after resizing. */
  imageMaxWidth: 1600,
  /** Days the statistics page may span at once. */
  statsMaxDays: 366,
} as const;
export const BLOG_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Words read per minute, for « 4 min de lecture ». */
export const BLOG_WORDS_PER_MINUTE = 230;

/** Never an article's address: the blog's own pages live beside them. */
const RESERVED_BLOG_SLUGS: ReadonlySet<string> = new Set(['admin', 'rss', 'tag', 'tags', 'page']);

export const ZBlogSlug = z
  .string({ error: 'L’adresse de l’article est obligatoire' })
  .trim()
  .min(BLOG_LIMITS.slugMin, `L’adresse de l’article doit compter au moins ${BLOG_LIMITS.slugMin} caractères`)
  .max(BLOG_LIMITS.slugMax, `L’adresse de l’article ne doit pas dépasser ${BLOG_LIMITS.slugMax} caractères`)
  .regex(SLUG_PATTERN, 'Lettres minuscules sans accent, chiffres et tirets simples uniquement')
  .refine((slug) => !RESERVED_BLOG_SLUGS.has(slug), {
    message: 'Cette adresse est réservée : choisissez-en une autre.',
  });

export const BLOG_SLUG_TAKEN = 'Un autre article utilise déjà cette adresse : choisissez-en une autre.';

const ZTag = z
  .string({ error: 'Étiquette invalide' })
  .trim()
  .min(1, 'Une étiquette ne peut pas être vide')
  .max(BLOG_LIMITS.tagMax, `Une étiquette ne doit pas dépasser ${BLOG_LIMITS.tagMax} caractères`)
  .refine(...singleLine('L’étiquette'));

const ZPostFields = z.object({
  title: z
    .string({ error: 'Le titre est obligatoire' })
    .trim()
    .min(1, 'Le titre est obligatoire')
    .max(BLOG_LIMITS.titleMax, `Le titre ne doit pas dépasser ${BLOG_LIMITS.titleMax} caractères`)
    .refine(...singleLine('Le titre')),
  /** Generated from the title when absent. */
  slug: ZBlogSlug.optional(),
  excerpt: z
    .string({ error: 'Le résumé est invalide' })
    .trim()
    .max(BLOG_LIMITS.excerptMax, `Le résumé ne doit pas dépasser ${BLOG_LIMITS.excerptMax} caractères`)
    .refine(...multiLine('Le résumé'))
    .default(''),
  markdown: z
    .string({ error: 'Le contenu est invalide' })
    .max(BLOG_LIMITS.markdownMax, `Le contenu ne doit pas dépasser ${BLOG_LIMITS.markdownMax} caractères`)
    .refine(...multiLine('Le contenu'))
    .default(''),
  tags: z
    .array(ZTag, { error: 'Les étiquettes sont invalides' })
    .max(BLOG_LIMITS.tagsMax, `${BLOG_LIMITS.tagsMax} étiquettes au plus`)
    .default([]),
  status: z.enum(BLOG_POST_STATUSES, { error: 'Statut invalide (brouillon, programmé ou publié)' }),
  /** Required when `status` is `scheduled`; must then be in the future. */
  publishAt: zInstant('La date de publication').nullable().optional(),
  coverImageId: z.uuid({ error: 'Image de couverture invalide' }).nullable().optional(),
});

/** POST /api/admin/blog/posts. */
export const ZBlogPostInput = ZPostFields.strict();
export type TBlogPostInput = z.input<typeof ZBlogPostInput>;
/** PATCH /api/admin/blog/posts/{id}: any of the fields. */
export const ZBlogPostPatch = ZPostFields.partial().strict();
export type TBlogPostPatch = z.input<typeof ZBlogPostPatch>;

/** POST /api/admin/blog/preview: the editor's live preview, through the server's sanitiser. */
export const ZBlogPreviewInput = z.object({ markdown: ZPostFields.shape.markdown }).strict();
export const ZBlogPreviewResponse = z.object({
  success: z.literal(true),
  html: z.string(),
  readingMinutes: z.number().int(),
});

const ZNeighbour = z.object({ slug: z.string(), title: z.string() }).nullable();

/** An article as readers see it in the list. */
export const ZBlogPostSummary = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  tags: z.array(z.string()),
  coverImageUrl: z.string().nullable(),
  readingMinutes: z.number().int(),
  publishedAt: z.string(),
  authorName: z.string(),
});
export type TBlogPostSummary = z.infer<typeof ZBlogPostSummary>;

/** GET /api/blog/posts/{slug}: `slug` is the current one (an old address answers with the article). */
export const ZBlogPostPublic = ZBlogPostSummary.extend({
  html: z.string(),
  previous: ZNeighbour,
  next: ZNeighbour,
});
export type TBlogPostPublic = z.infer<typeof ZBlogPostPublic>;

export const ZBlogPostsQuery = z.object({
  page: ZPage,
  tag: ZTag.optional(),
});
export const ZBlogPostsResponse = z.object({
  success: z.literal(true),
  posts: z.array(ZBlogPostSummary),
  total: z.number().int(),
  pageSize: z.number().int(),
  /** Every tag of a public article, for the filter. */
  tags: z.array(z.string()),
});
export type TBlogPostsResponse = z.infer<typeof ZBlogPostsResponse>;
export const ZBlogPostResponse = z.object({ success: z.literal(true), post: ZBlogPostPublic });
export type TBlogPostResponse = z.infer<typeof ZBlogPostResponse>;

/** The article as the editor sees it. */
export const ZAdminBlogPost = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  markdown: z.string(),
  html: z.string(),
  tags: z.array(z.string()),
  status: z.enum(BLOG_POST_STATUSES),
  publishAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  coverImageId: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  readingMinutes: z.number().int(),
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Every view counted, all days. */
  views: z.number().int(),
  pendingComments: z.number().int(),
});
export type TAdminBlogPost = z.infer<typeof ZAdminBlogPost>;

export const ZAdminBlogPostsQuery = z.object({
  page: ZPage,
  q: z
    .string()
    .trim()
    .max(BLOG_LIMITS.titleMax, 'Recherche trop longue')
    .refine(...singleLine('La recherche'))
    .optional(),
  status: z.enum(BLOG_POST_STATUSES, { error: 'Statut invalide' }).optional(),
});
export const ZAdminBlogPostsResponse = z.object({
  success: z.literal(true),
  posts: z.array(ZAdminBlogPost),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export const ZAdminBlogPostResponse = z.object({ success: z.literal(true), post: ZAdminBlogPost });
export type TAdminBlogPostResponse = z.infer<typeof ZAdminBlogPostResponse>;

/** POST /api/admin/blog/uploads: the body is the image itself (JPEG, PNG or WebP, 5 Mo au plus). */
export const ZBlogImageResponse = z.object({
  success: z.literal(true),
  image: z.object({ id: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() }),
});
export type TBlogImageResponse = z.infer<typeof ZBlogImageResponse>;

/** POST /api/blog/posts/{slug}/comments. `website` is a honeypot: people leave it empty. */
export const ZBlogCommentInput = z.object({
  name: z
    .string({ error: 'Le nom est obligatoire' })
    .trim()
    .min(1, 'Le nom est obligatoire')
    .max(BLOG_LIMITS.commentNameMax, `Le nom ne doit pas dépasser ${BLOG_LIMITS.commentNameMax} caractères`)
    .refine(...singleLine('Le nom')),
  email: z
    .string({ error: 'L’adresse e-mail est obligatoire' })
    .trim()
    .min(1, 'L’adresse e-mail est obligatoire')
    .max(254, 'Adresse e-mail invalide')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Adresse e-mail invalide')
    .refine(...singleLine('L’adresse e-mail')),
  content: z
    .string({ error: 'Le commentaire est obligatoire' })
    .trim()
    .min(1, 'Le commentaire est obligatoire')
    .max(BLOG_LIMITS.commentMax, `Le commentaire ne doit pas dépasser ${BLOG_LIMITS.commentMax} caractères`)
    .refine(...multiLine('Le commentaire')),
  consent: z.literal(true, {
    error: 'Cochez la case pour accepter que vos nom et commentaire soient publiés après modération',
  }),
  website: z.string().max(500).optional(),
});
export type TBlogCommentInput = z.input<typeof ZBlogCommentInput>;
export const BLOG_COMMENT_RECEIVED = 'Merci ! Votre commentaire sera publié après modération.';

/** An approved comment as readers see it: never the e-mail. */
export const ZBlogCommentPublic = z.object({
  id: z.string(),
  name: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type TBlogCommentPublic = z.infer<typeof ZBlogCommentPublic>;
export const ZBlogCommentsResponse = z.object({
  success: z.literal(true),
  comments: z.array(ZBlogCommentPublic),
});
export const ZBlogCommentReceived = z.object({ success: z.literal(true), message: z.string() });

export const ZAdminBlogComment = ZBlogCommentPublic.extend({
  email: z.string(),
  status: z.enum(BLOG_COMMENT_STATUSES),
  moderatedAt: z.string().nullable(),
  postId: z.string(),
  postTitle: z.string(),
  postSlug: z.string(),
});
export type TAdminBlogComment = z.infer<typeof ZAdminBlogComment>;
export const ZAdminBlogCommentsQuery = z.object({
  page: ZPage,
  status: z.enum(BLOG_COMMENT_STATUSES, { error: 'Statut invalide' }).optional(),
  postId: z.uuid({ error: 'Article invalide' }).optional(),
});
export const ZAdminBlogCommentsResponse = z.object({
  success: z.literal(true),
  comments: z.array(ZAdminBlogComment),
  total: z.number().int(),
  pageSize: z.number().int(),
  /** Per status, for the tabs (same article filter). */
  counts: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
});
export type TAdminBlogCommentsResponse = z.infer<typeof ZAdminBlogCommentsResponse>;
export const ZBlogCommentModeration = z
  .object({ status: z.enum(['approved', 'rejected'], { error: 'Statut invalide (approuvé ou refusé)' }) })
  .strict();
export const ZAdminBlogCommentResponse = z.object({ success: z.literal(true), comment: ZAdminBlogComment });

/** GET /api/admin/blog/stats: 30 days ending today (Paris) by default. */
export const ZBlogStatsQuery = z.object({
  from: zCalendarDate('La date de début').optional(),
  to: zCalendarDate('La date de fin').optional(),
  postId: z.uuid({ error: 'Article invalide' }).optional(),
});
export const ZBlogStatsResponse = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  /** Every day of the range, zeros included (of one article when `postId` is given). */
  days: z.array(z.object({ day: z.string(), views: z.number().int() })),
  total: z.number().int(),
  /** The most read articles over the range, most first (10 at most). */
  top: z.array(z.object({ id: z.string(), slug: z.string(), title: z.string(), views: z.number().int() })),
});
export type TBlogStatsResponse = z.infer<typeof ZBlogStatsResponse>;

/** /blog/rss.xml and /sitemap.xml: XML documents, sent as text. */
export const ZXmlDocument = z.string();

/** Reading time of a Markdown text, at least one minute. */
export function readingMinutesOf(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / BLOG_WORDS_PER_MINUTE));
}
