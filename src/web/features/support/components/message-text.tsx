import { linkify } from '../../../lib/linkify';

/**
 * A chat message as plain text: line breaks kept, http(s) addresses as links opening in a new
 * tab without handing it this page (noopener) or vouching for it (nofollow). Everything is
 * React text: nothing anyone typed is ever read as markup.
 */
export function MessageText({ content }: { content: string }) {
  return (
    <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">
      {linkify(content).map((segment, index) =>
        segment.kind === 'link' ? (
          <a
            // Segments never move: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium underline underline-offset-2"
          >
            {segment.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
