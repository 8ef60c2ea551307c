import { QueryProvider } from '../../lib/query-provider';
import { island } from '../islands/island';
import { CalculatorPage } from './calculator-page';

/** The page's whole content, with the query client its form submits through. */
export function CalculatorRoot() {
  return (
    <QueryProvider>
      <CalculatorPage />
    </QueryProvider>
  );
}

export const CalculatorIsland = island('calculator', CalculatorRoot);
