import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';

export function PostNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Post Not Found</h1>
      <p className="mt-4 text-muted-foreground">
        The blog post you&apos;re looking for doesn&apos;t exist.
      </p>
      <Link to="/blog" className={`${buttonClasses('outline')} mt-8`}>
        <ArrowLeftIcon className="h-4 w-4" aria-hidden />
        Back to Blog
      </Link>
    </div>
  );
}
