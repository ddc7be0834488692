import { Quote } from 'lucide-react';
import { Container } from '../../../components/ui/container';
import { SectionHeading } from '../../../components/ui/section-heading';

type Testimonial = { quote: string; name: string; role: string; city: string };

const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'Mes clients réservent le soir, après leur journée de travail. Avant, je passais mes dimanches à répondre aux messages ; maintenant je découvre mon planning le lundi matin.',
    name: 'Sophie',
    role: 'Coach en reconversion professionnelle',
    city: 'Lyon',
  },
  {
    quote:
      'En période de bilans, les rendez-vous s’enchaînent. Je les vois dans Outlook grâce au flux iCal, les rappels partent tout seuls et le DPA signé rassure mes clients.',
    name: 'Karim',
    role: 'Expert-comptable',
    city: 'Nantes',
  },
  {
    quote:
      'Les rendez-vous oubliés, c’était deux ou trois par semaine. Depuis les rappels par e-mail, c’est devenu rare, et plus jamais deux clientes sur le même créneau.',
    name: 'Léa',
    role: 'Gérante d’un salon de beauté',
    city: 'Bordeaux',
  },
];

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="testimonials-title"
          eyebrow="Témoignages"
          title="Ils ont repris du temps pour leur métier"
        />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl bg-brand-50/60 p-8 ring-1 ring-brand-100">
                <Quote aria-hidden="true" className="size-8 text-brand-300" />
                <blockquote className="mt-4 flex-1 text-base leading-relaxed text-slate-700">
                  <p>{`«\u00a0${t.quote}\u00a0»`}</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-brand-100 pt-4">
                  <p className="font-semibold text-slate-900">{t.name}</p>
                  <p className="text-sm text-slate-600">
                    {t.role}, {t.city}
                  </p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
