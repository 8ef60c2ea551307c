import { withQueryClient } from '../../../lib/query-provider';
import { island } from '../islands/island';
import { BookPage } from './book-page';

/** /book's whole content, with the query client its slots and booking go through. */
export const BookRoot = withQueryClient(BookPage);

export const BookIsland = island('book', BookRoot);
