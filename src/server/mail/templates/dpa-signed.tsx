import { DEFAULT_TIMEZONE, formatDateTime } from '../../../shared/french-format';
import { BRAND, EmailLayout, Paragraph, renderHtml, type TRenderedEmail, textFooter } from './layout';

export type TDpaSignedInput = {
  /** The provider's display name on their account. */
  name: string;
  numeroContrat: string;
  signedAt: Date;
  contentHash: string;
  appUrl?: string;
};

/** Sent to the provider right after signing, with the signed contract attached as a PDF. */
export function renderDpaSigned(input: TDpaSignedInput): TRenderedEmail {
  const { appUrl } = input;
  const when = formatDateTime(input.signedAt, DEFAULT_TIMEZONE);
  const subject = `Votre DPA ${input.numeroContrat} est signé`;
  const preheader = `Copie PDF de votre accord de traitement des données (${input.numeroContrat}).`;
  const intro = `Vous avez signé électroniquement l'accord de traitement des données à caractère personnel (DPA, article 28 du RGPD) qui vous lie à ${BRAND.name}.`;
  const keep =
    'Vous trouverez en pièce jointe la copie PDF du contrat signé. Conservez-la : elle fait foi de vos instructions de traitement.';
  const html = renderHtml(
    <EmailLayout preheader={preheader} appUrl={appUrl}>
      <Paragraph>Bonjour {input.name},</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <Paragraph>
        <strong>Contrat :</strong> {input.numeroContrat}
        <br />
        <strong>Signé le :</strong> {when}
        <br />
        <strong>Empreinte SHA-256 :</strong> <code>{input.contentHash}</code>
      </Paragraph>
      <Paragraph>{keep}</Paragraph>
      <Paragraph muted>
        Le contrat reste téléchargeable à tout moment depuis la page « Documents RGPD ».
      </Paragraph>
    </EmailLayout>,
  );
  const text = [
    `Bonjour ${input.name},`,
    '',
    intro,
    '',
    `Contrat : ${input.numeroContrat}`,
    `Signé le : ${when}`,
    `Empreinte SHA-256 : ${input.contentHash}`,
    '',
    keep,
    'Le contrat reste téléchargeable à tout moment depuis la page « Documents RGPD ».',
    '',
    textFooter(appUrl),
  ].join('\n');
  return { subject, html, text };
}
