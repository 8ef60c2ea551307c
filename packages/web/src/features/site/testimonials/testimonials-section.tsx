import { QuoteIcon } from 'lucide-react';
import { testimonials } from 'virtual:site/testimonials';
import type { TestimonialView } from '../../../../site-plugin/types';
import { Section } from '../home/section';
import { Picture } from '../media/picture';

function Who({ testimonial }: { testimonial: TestimonialView }) {
  const { name, role, company, link } = testimonial;
  const title = [role, company].filter(Boolean).join(', ');
  return (
    <span className="flex flex-col">
      {link ? (
        <a
          href={link}
          rel="noopener noreferrer"
          target="_blank"
          className="font-semibold underline-offset-4 hover:underline"
        >
          {name}
        </a>
      ) : (
        <span className="font-semibold">{name}</span>
      )}
      <span className="text-sm text-muted-foreground">{title}</span>
    </span>
  );
}

/** What clients said (testimonials.yaml); nothing at all when there is none. */
export function TestimonialsSection({ className }: { className?: string }) {
  if (testimonials.length === 0) return null;
  return (
    <Section id="testimonials" title="What Clients Say" className={className}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={`${testimonial.name}:${testimonial.quote.slice(0, 40)}`}>
            <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
              <QuoteIcon className="h-6 w-6 text-primary" aria-hidden />
              <blockquote className="mt-3 flex-1 leading-7">
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className="mt-5 flex items-center gap-3">
                {testimonial.photo && (
                  <Picture
                    image={testimonial.photo}
                    alt=""
                    sizes="48px"
                    className="h-12 w-12 shrink-0 rounded-full bg-muted object-cover"
                  />
                )}
                <Who testimonial={testimonial} />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
