import { useEffect, useRef } from 'react';
import { formatDateTime } from '../../../../shared/french-format';
import type { TChatMessage, TChatSender } from '../../../../shared/schemas/support';
import { MessageText } from './message-text';

const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

type ChatMessagesProps = {
  messages: TChatMessage[];
  /** Whose messages are « mine » (right, filled) on this screen. */
  ownSide: TChatSender;
  /** Names the other side under their messages (« Équipe Créneau », the user's name). */
  otherLabel: string;
  className?: string;
};

/**
 * A conversation, oldest first: one's own messages on the right, the other side's on the left,
 * each with its date in French. A log region: screen readers hear new messages as they arrive.
 */
export function ChatMessages({ messages, ownSide, otherLabel, className = '' }: ChatMessagesProps) {
  const end = useRef<HTMLLIElement>(null);
  const newestId = messages.at(-1)?._id;
  // Scrolls to the newest message when one arrives (and when the conversation opens).
  useEffect(() => {
    if (newestId) end.current?.scrollIntoView?.({ block: 'end' });
  }, [newestId]);

  return (
    <div role="log" aria-label="Messages" className={`overflow-y-auto ${className}`}>
      <ol className="space-y-3">
        {messages.map((message) => {
          const mine = message.sender === ownSide;
          return (
            <li key={message._id} className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
              <div
                className={`max-w-[85%] rounded-2xl px-3.5 py-2 ${
                  mine ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900'
                }`}
              >
                <MessageText content={message.content} />
              </div>
              <p className="mt-1 text-xs text-slate-600">
                {mine ? 'Vous' : otherLabel} · {formatDateTime(message.date, BROWSER_ZONE, 'weekday')}
              </p>
            </li>
          );
        })}
        <li ref={end} aria-hidden="true" />
      </ol>
    </div>
  );
}
