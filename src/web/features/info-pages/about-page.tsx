import { DatabaseZap, Heart, type LucideIcon, MapPin, ShieldCheck } from 'lucide-react';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { LinkButton } from '../../components/ui/link-button';
import { InfoPageHeader } from './components/info-page-header';
import { PROSE } from './components/prose';

type Principle = { icon: LucideIcon; title: string; text: string };

const PRINCIPLES: Principle[] = [
  {
    icon: ShieldCheck,
    title: 'La vie privée dès la conception',
    text: 'Pas de traceur, pas de publicité, pas de revente. Les données de vos clients sont anonymisées automatiquement, et l’accord de sous-traitance se signe en ligne.',
  },
  {
    icon: MapPin,
    title: 'Un produit français',
    text: 'Conçu à Paris pour les indépendants installés en France : interface, e-mails et assistance en français, horaires à l’heure de Paris.',
  },
  {
    icon: DatabaseZap,
    title: 'Jamais de double réservation',
    text: 'Un créneau ne peut être attribué qu’une fois. Ce n’est pas une vérification à l’écran : c’est une contrainte de la base de données, impossible à contourner.',
  },
  {
    icon: Heart,
    title: 'La simplicité avant tout',
    text: 'Chaque fonctionnalité est incluse dans chaque formule. Pas d’option cachée, pas de paramétrage interminable : votre page est en ligne le jour même.',
  },
];

const AUDIENCES = [
  'les coachs, thérapeutes et formateurs qui enchaînent les séances individuelles ;',
  'les experts-comptables, avocats et conseillers qui reçoivent sur rendez-vous ;',
  'les salons de coiffure, instituts de beauté et praticiens du bien-être ;',
  'et plus largement tout indépendant dont l’agenda est l’outil de travail.',
];

export function AboutPage() {
  useDocumentTitle('À propos — Créneau');
  return (
    <>
      <InfoPageHeader
        eyebrow="À propos"
        title="Rendre aux indépendants le temps passé à gérer leur agenda"
        showUpdate={false}
      >
        <p>
          Créneau est né d’un constat simple : un professionnel indépendant perd des heures chaque semaine à
          répondre aux demandes de rendez-vous, à relancer les clients et à rattraper les oublis.
        </p>
      </InfoPageHeader>

      <div className="mx-auto grid w-full max-w-6xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-20">
        <section aria-labelledby="mission-title">
          <h2 id="mission-title" className="text-2xl font-bold tracking-tight text-slate-900">
            Notre mission
          </h2>
          <div className={PROSE}>
            <p>
              Offrir à chaque indépendant une prise de rendez-vous en ligne aussi fiable que celle des grandes
              enseignes, sans la complexité ni le prix. Vos clients réservent quand ils le souhaitent,
              reçoivent leurs rappels, et vous retrouvez un agenda à jour sans y avoir touché.
            </p>
            <p>
              Nous croyons qu’un bon outil se fait oublier : il travaille la nuit et le week-end pour que vous
              puissiez vous consacrer à votre métier et à vos clients.
            </p>
          </div>
        </section>
        <section aria-labelledby="audience-title">
          <h2 id="audience-title" className="text-2xl font-bold tracking-tight text-slate-900">
            Pour qui ?
          </h2>
          <div className={PROSE}>
            <p>Créneau s’adresse aux professionnels qui travaillent sur rendez-vous :</p>
            <ul>
              {AUDIENCES.map((audience) => (
                <li key={audience}>{audience}</li>
              ))}
            </ul>
          </div>
        </section>
      </div>

      <section aria-labelledby="principles-title" className="bg-slate-50 py-14 lg:py-20">
        <div className="mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2 id="principles-title" className="text-2xl font-bold tracking-tight text-slate-900">
            Nos principes
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {PRINCIPLES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <Icon aria-hidden="true" className="size-7 text-brand-600" />
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-cta-title" className="py-14 text-center lg:py-20">
        <div className="mx-auto max-w-2xl px-4">
          <h2 id="about-cta-title" className="text-2xl font-bold tracking-tight text-slate-900">
            Envie d’essayer ou d’en savoir plus ?
          </h2>
          <p className="mt-3 text-slate-600">
            Ouvrez un compte gratuit en une minute, ou posez-nous directement vos questions.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton to="/?auth=register" size="lg">
              Créer mon compte gratuitement
            </LinkButton>
            <LinkButton to="/contact" variant="secondary" size="lg">
              Nous contacter
            </LinkButton>
          </div>
        </div>
      </section>
    </>
  );
}
