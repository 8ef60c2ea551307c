import { useMutation } from '@tanstack/react-query';
import { AppLink } from '../../../lib/app-link';
import { MailCheckIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useHydrated } from '../../../lib/use-hydrated';
import { confirmSubscription, unsubscribe } from './api';

export interface NewsletterLink {
  /** From the confirmation mail: confirmed as soon as the page opens. */
  confirm?: string;
  /** From the link in every mail to a subscriber: asks first, so a link scanner unsubscribes nobody. */
  unsubscribe?: string;
}

/** /newsletter: where the links in our mails lead. */
export function NewsletterPage({ confirm, unsubscribe: leave }: NewsletterLink) {
  const hydrated = useHydrated();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <MailCheckIcon className="mx-auto h-12 w-12 text-primary" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold">Newsletter</h1>
      <Card className="mt-8">
        {!hydrated ? (
          <p role="status">One moment...</p>
        ) : confirm ? (
          <Confirm token={confirm} />
        ) : leave ? (
          <Unsubscribe token={leave} />
        ) : (
          <p>
            Subscribe with the form at the bottom of any page. We send you a link to confirm your
            address, and every issue has a link to unsubscribe.
          </p>
        )}
      </Card>
      <AppLink to="/" className={`${buttonClasses('outline')} mt-8`}>
        Back to the home page
      </AppLink>
    </div>
  );
}

function Confirm({ token }: { token: string }) {
  const { mutate, isPending, isSuccess, isError } = useMutation({
    mutationFn: confirmSubscription,
  });
  useEffect(() => mutate(token), [mutate, token]);
  if (isSuccess)
    return (
      <div role="status">
        <p className="text-lg font-semibold">You're subscribed. Thank you!</p>
        <p className="mt-2 text-muted-foreground">New articles and offers will reach your inbox.</p>
      </div>
    );
  if (isError)
    return (
      <p role="alert">
        This confirmation link is not valid any more. Subscribe again with the form at the bottom of
        the page to get a new one.
      </p>
    );
  return <p role="status">{isPending ? 'Confirming your subscription...' : ''}</p>;
}

function Unsubscribe({ token }: { token: string }) {
  const { mutate, isPending, isSuccess, isError } = useMutation({ mutationFn: unsubscribe });
  if (isSuccess)
    return (
      <p role="status" className="text-lg font-semibold">
        You're unsubscribed: you will not get the newsletter any more.
      </p>
    );
  return (
    <div className="space-y-4">
      <p>Stop receiving the newsletter at this address?</p>
      <Button onClick={() => mutate(token)} disabled={isPending}>
        {isPending ? 'Unsubscribing...' : 'Unsubscribe'}
      </Button>
      {isError && (
        <p role="alert" className="text-destructive">
          This link is not valid any more.
        </p>
      )}
    </div>
  );
}
