import { usePublicConfig } from '../../lib/public-config';

/**
 * « Écrivez-nous à support@… en indiquant … », when the administrators gave a support address:
 * how to pay by transfer without card payments (packs, shop orders).
 */
export function WriteToSupport({ mention }: { mention: string }) {
  const supportEmail = usePublicConfig().data?.supportEmail;
  if (!supportEmail) return null;
  return (
    <p className="mt-1">
      Écrivez-nous à{' '}
      <a className="font-semibold underline" href={`mailto:${supportEmail}`}>
        {supportEmail}
      </a>{' '}
      en indiquant {mention}.
    </p>
  );
}
