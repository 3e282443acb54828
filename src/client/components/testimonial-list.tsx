export type Testimonial = { quote: string; name: string; role: string };

/** Families' words about the product, as quoted cards (the landing and upsell pages). */
export function TestimonialList({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.name} className="rounded-lg border bg-card p-6 shadow-sm">
          <figure className="flex h-full flex-col gap-4">
            <span aria-hidden="true" className="h-6 font-serif text-5xl leading-none text-primary">
              “
            </span>
            <blockquote className="flex-1 leading-7">{testimonial.quote}</blockquote>
            <figcaption className="text-sm">
              <span className="font-semibold">{testimonial.name}</span>
              <span className="block text-muted-foreground">{testimonial.role}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
