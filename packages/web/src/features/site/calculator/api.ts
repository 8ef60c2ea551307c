import { postJson } from '../../../lib/http';

export interface EstimateRequest {
  /** Left out when the visitor gave none. */
  name?: string;
  email: string;
  selectedFeatures: string[];
  /** What the page showed; the server recomputes it and refuses a mismatch. */
  totalCost: number;
  sessionId?: string;
}

export interface EstimateAnswer {
  id: string;
  /** The server's own total: the one the thank-you page shows. */
  totalCost: number;
}

export const submitEstimate = (request: EstimateRequest) =>
  postJson<EstimateAnswer>('/api/calculate', request);
