import { Quote } from 'lucide-react';
import { Container } from '../../../components/ui/container';
import { SectionHeading } from '../../../components/ui/section-heading';
import { usePublicConfig } from '../../../lib/public-config';

/**
 * SPEC §2 « testimonials »: the words the administrators published, each with the person's written
 * consent. None published, no section — never an invented one.
 */
export function TestimonialsSection() {
  const testimonials = usePublicConfig().data?.testimonials ?? [];
  if (testimonials.length === 0) return null;
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="testimonials-title"
          eyebrow="Témoignages"
          title="Ils prennent leurs rendez-vous avec Créneau"
        />
        {/* Centred rows: one or two testimonials do not hug the left edge. */}
        <ul className="mt-14 flex flex-wrap justify-center gap-6">
          {testimonials.map(({ name, role, text }) => (
            <li
              key={`${name}|${text}`}
              className="w-full rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]"
            >
              <figure className="flex h-full flex-col">
                <Quote aria-hidden="true" className="size-6 text-brand-600" />
                <blockquote className="mt-4 flex-1 whitespace-pre-line text-slate-700">{text}</blockquote>
                <figcaption className="mt-6 text-sm">
                  <span className="block font-semibold text-slate-900">{name}</span>
                  <span className="text-slate-600">{role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
