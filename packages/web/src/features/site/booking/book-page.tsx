import { Card } from '../../../components/ui/card';
import { BookingWidget } from './booking-widget';
import { BOOK_PAGE } from './page-copy';

/** /book: the offer of a call, and the widget that books it. */
export function BookPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <header className="text-center">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{BOOK_PAGE.title}</h1>
        <p className="mt-3 text-muted-foreground">{BOOK_PAGE.intro}</p>
      </header>
      <Card className="mt-10 p-4 sm:p-6">
        <BookingWidget />
      </Card>
    </div>
  );
}
