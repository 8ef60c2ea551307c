import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../../components/ui/button';
import { SiteLayout } from './site-layout';

export function NotFoundPage() {
  return (
    <SiteLayout>
      <title>404 Page Not Found</title>
      <meta name="robots" content="noindex" />
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">404 Page Not Found</h1>
        <p className="mt-4 text-muted-foreground">Did you forget to add the page to the router?</p>
        <Link to="/" className={`${buttonClasses('primary')} mt-8`}>
          Go Home
        </Link>
      </section>
    </SiteLayout>
  );
}
