import { CircleAlert } from 'lucide-react';
import { CardDescription, CardHeader, CardTitle } from './ui/card';

/**
 * A page's card when the link that opened it cannot be used (an invitation, an unsubscribe
 * link): the page's h1 says so, announced, and the text says what to do.
 */
export function CardProblem({ title, text }: { title: string; text: string }) {
  return (
    <CardHeader role="alert">
      <CardTitle asChild>
        <h1 className="flex items-center gap-2">
          <CircleAlert aria-hidden="true" className="size-5 text-destructive" />
          {title}
        </h1>
      </CardTitle>
      <CardDescription>{text}</CardDescription>
    </CardHeader>
  );
}
