import { Link } from '@tanstack/react-router';
import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import type { AnalyticsSummary } from './api';
import { systemInsights, type Insight } from './insights';

const toneClass: Record<Insight['tone'], string> = {
  success: 'text-success',
  warning: 'text-amber-700 dark:text-amber-300',
};

export function SystemInsights({ summary }: { summary: AnalyticsSummary }) {
  const insights = systemInsights(summary);
  if (insights.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No insights yet: they appear as visitors arrive and score.
      </p>
    );
  }
  return (
    <ul className="space-y-4">
      {insights.map(({ id, title, description, tone }) => {
        const Icon = tone === 'success' ? CircleCheckIcon : TriangleAlertIcon;
        return (
          <li key={id} className="flex gap-3">
            <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${toneClass[tone]}`} aria-hidden />
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm text-muted-foreground">{description}</p>
              {id === 'nurture-warm' ? (
                <Link
                  to="/admin/warm-leads"
                  className="text-sm font-medium text-primary underline underline-offset-2"
                >
                  See warm leads
                </Link>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
