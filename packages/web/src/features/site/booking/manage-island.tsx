import { withQueryClient } from '../../../lib/query-provider';
import { island } from '../islands/island';
import { ManagePage } from './manage-page';

/** /book/manage's whole content (the token is in the address's fragment, read in the browser). */
export const ManageRoot = withQueryClient(ManagePage);

export const ManageIsland = island('book-manage', ManageRoot);
