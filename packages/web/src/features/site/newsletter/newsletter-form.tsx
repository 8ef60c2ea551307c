import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { HttpError } from '../../../lib/http';
import { toast } from '../../../components/toasts/toast-store';
import { subscribeToNewsletter } from './api';

/** The footer's sign-up, on every page: plain state rather than TanStack Query, which most pages never load. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    subscribeToNewsletter(email)
      .then(() => {
        setEmail('');
        toast({
          title: 'Almost there!',
          description: 'Check your inbox and click the link in our e-mail to confirm.',
        });
      })
      .catch((error: unknown) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description:
            error instanceof HttpError && error.status < 500
              ? error.serverMessage
              : 'Could not subscribe right now. Please try again.',
        }),
      )
      .finally(() => setPending(false));
  };

  return (
    <form onSubmit={onSubmit} className="flex gap-2">
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <input
        id="newsletter-email"
        type="email"
        required
        autoComplete="email"
        placeholder="you@company.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className="h-10 min-w-0 flex-1 rounded-md border bg-background px-3 text-sm placeholder:text-muted-foreground"
      />
      <Button type="submit" size="md" disabled={pending}>
        {pending ? 'Subscribing...' : 'Subscribe'}
      </Button>
    </form>
  );
}
