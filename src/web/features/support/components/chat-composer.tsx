import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { CHAT_MESSAGE_MAX } from '../../../../shared/schemas/support';
import { ActionButton } from '../../../components/ui/action-button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { inputBorder, inputClasses } from '../../../components/ui/field-shell';

type ChatComposerProps = {
  /** Sends the trimmed text; the box empties once it resolves, keeps the text when it throws. */
  onSend: (message: string) => Promise<unknown>;
  label?: string;
  autoFocus?: boolean;
};

/**
 * The message box of a conversation (SPEC §5 Chat): a blank message cannot be sent (the button is
 * disabled), Enter sends and Shift+Enter starts a new line, at most 2,000 characters with a counter.
 */
export function ChatComposer({ onSend, label = 'Votre message', autoFocus = false }: ChatComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const blank = text.trim().length === 0;

  async function send() {
    if (blank || sending) return;
    setSending(true);
    setError(null);
    try {
      await onSend(text.trim());
      setText('');
    } catch (err) {
      setError(err);
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // While an input method composes a character, Enter belongs to it.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  return (
    <form onSubmit={onSubmit} className="space-y-2">
      {error !== null && <ErrorNotice error={error}>Le message n’a pas été envoyé.</ErrorNotice>}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={CHAT_MESSAGE_MAX}
        rows={2}
        placeholder="Écrivez votre message…"
        // biome-ignore lint/a11y/noAutofocus: the conversation was just opened to write in it.
        autoFocus={autoFocus}
        aria-describedby={`${id}-hint`}
        className={`${inputClasses} ${inputBorder(false)} resize-none`}
      />
      <div className="flex items-center justify-between gap-3">
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          <span className="hidden sm:inline">Entrée pour envoyer, Maj+Entrée pour aller à la ligne · </span>
          {text.length} / {CHAT_MESSAGE_MAX}
        </p>
        <ActionButton type="submit" size="sm" disabled={blank} loading={sending}>
          <SendHorizontal className="size-4" aria-hidden="true" />
          Envoyer
        </ActionButton>
      </div>
    </form>
  );
}
