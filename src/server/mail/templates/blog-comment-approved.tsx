import { ActionButton, EmailLayout, Paragraph, renderHtml, type TRenderedEmail, textFooter } from './layout';

export type TBlogCommentApprovedInput = {
  name: string;
  postTitle: string;
  /** The article's public address (APP_URL/blog/{slug}). */
  postUrl: string;
  /** The comment as its author typed it: plain text, escaped by the renderer. */
  content: string;
  appUrl: string;
};

/** « Votre commentaire sur « {titre} » est publié »: tells a reader their comment was approved. */
export function renderBlogCommentApproved(input: TBlogCommentApprovedInput): TRenderedEmail {
  const subject = `Votre commentaire sur « ${input.postTitle} » est publié`;
  const preheader = 'Votre commentaire a été approuvé et apparaît maintenant sous l’article.';
  const html = renderHtml(
    <EmailLayout preheader={preheader} appUrl={input.appUrl}>
      <Paragraph>Bonjour {input.name},</Paragraph>
      <Paragraph>
        Votre commentaire sur « {input.postTitle} » a été approuvé et est maintenant publié :
      </Paragraph>
      <Paragraph muted>
        <span style={{ whiteSpace: 'pre-wrap' }}>{input.content}</span>
      </Paragraph>
      <ActionButton href={input.postUrl} label="Voir l’article" />
    </EmailLayout>,
  );
  const text = [
    `Bonjour ${input.name},`,
    '',
    `Votre commentaire sur « ${input.postTitle} » a été approuvé et est maintenant publié :`,
    '',
    input.content,
    '',
    `Voir l’article : ${input.postUrl}`,
    '',
    textFooter(input.appUrl),
  ].join('\n');
  return { subject, html, text };
}
