import { withQueryClient } from '../../../lib/query-provider';
import { island } from '../islands/island';
import { CalculatorPage } from './calculator-page';

/** The page's whole content, with the query client its form sends through. */
export const CalculatorRoot = withQueryClient(CalculatorPage);

export const CalculatorIsland = island('calculator', CalculatorRoot);
