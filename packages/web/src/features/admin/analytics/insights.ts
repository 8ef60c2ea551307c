/** System Insights (SPEC sections 2 and 9): which notes the analytics screen shows, and when. */
import { LOW_CONVERSION_PCT, LOW_EMAIL_CAPTURE_PCT, NURTURE_WARM_MIN } from '../constants';
import type { AnalyticsSummary } from './api';
import { formatRate, hotLeadRate } from './metrics';

export type InsightId = 'generating' | 'low-email-capture' | 'nurture-warm' | 'low-conversion';

export interface Insight {
  id: InsightId;
  title: string;
  description: string;
  tone: 'success' | 'warning';
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function systemInsights(summary: AnalyticsSummary): Insight[] {
  const { hotLeads, warmLeads, totalSessions, emailCaptureRate } = summary;
  const rate = hotLeadRate(summary);
  const insights: Insight[] = [];
  if (hotLeads > 0) {
    insights.push({
      id: 'generating',
      title: 'System Generating Leads',
      description: `${plural(hotLeads, 'hot lead', 'hot leads')} from ${plural(totalSessions, 'session', 'sessions')} so far.`,
      tone: 'success',
    });
  }
  if (hotLeads > 0 && emailCaptureRate < LOW_EMAIL_CAPTURE_PCT) {
    insights.push({
      id: 'low-email-capture',
      title: 'Low Email Capture',
      description: `Only ${formatRate(emailCaptureRate)} of hot leads left an e-mail address. Make the hot-lead popup's offer more compelling.`,
      tone: 'warning',
    });
  }
  if (warmLeads > hotLeads && warmLeads > NURTURE_WARM_MIN) {
    insights.push({
      id: 'nurture-warm',
      title: 'Nurture Warm Leads',
      description: `${plural(warmLeads, 'warm lead is', 'warm leads are')} close to hot. Follow up with the ones who left an e-mail address.`,
      tone: 'warning',
    });
  }
  if (totalSessions > 0 && rate < LOW_CONVERSION_PCT) {
    insights.push({
      id: 'low-conversion',
      title: 'Low Conversion Rate',
      description: `${formatRate(rate)} of sessions become hot leads. Review the calls to action on the most visited pages.`,
      tone: 'warning',
    });
  }
  return insights;
}
