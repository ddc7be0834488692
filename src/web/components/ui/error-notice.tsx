import type { ReactNode } from 'react';
import { parseApiError } from '../../lib/parse-api-error';
import { Notice } from './notice';

/**
 * How a failed request shows where it happened (docs/decisions/0028): an alert with the parsed
 * French message, after an optional lead (« Le téléchargement a échoué. »).
 */
export function ErrorNotice({
  error,
  fallback,
  children,
  className,
}: {
  error: unknown;
  /** The screen's sentence for an answer without a message (see parseApiError). */
  fallback?: string;
  children?: ReactNode;
  className?: string;
}) {
  const { message } = parseApiError(error, fallback);
  return (
    <Notice tone="error" className={className}>
      {children ? (
        <>
          {children} {message}
        </>
      ) : (
        message
      )}
    </Notice>
  );
}
