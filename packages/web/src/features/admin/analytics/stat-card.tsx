import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** A headline number with its title and a short line of context. */
export function StatCard({
  title,
  value,
  hint,
  Icon,
}: {
  title: string;
  value: ReactNode;
  hint?: ReactNode;
  Icon: LucideIcon;
}) {
  return (
    <Card className="p-5">
      <p className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
        {title}
        <Icon className="h-5 w-5 shrink-0" aria-hidden />
      </p>
      <p className="mt-2 text-3xl font-bold">{value}</p>
      {hint ? <p className="mt-1 text-sm text-muted-foreground">{hint}</p> : null}
    </Card>
  );
}
