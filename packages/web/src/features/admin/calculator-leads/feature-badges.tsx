import type { LineItem } from '@leadline/domain';
import { Badge } from '../../../components/ui/badge';
import { featureSummary } from './feature-names';

/** Up to three of the lead's feature names (as stored with it) as badges, then '+N more'. */
export function FeatureBadges({ lines }: { lines: readonly Pick<LineItem, 'name'>[] }) {
  const { names, more } = featureSummary(lines);
  return (
    <ul className="flex max-w-xs min-w-52 flex-wrap gap-1">
      {names.map((name, index) => (
        <li key={`${index}:${name}`}>
          <Badge className="whitespace-nowrap">{name}</Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge className="bg-muted whitespace-nowrap text-foreground">{`+${more} more`}</Badge>
        </li>
      )}
    </ul>
  );
}
