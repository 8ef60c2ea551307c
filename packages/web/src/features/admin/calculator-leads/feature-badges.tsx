import { Badge } from '../../../components/ui/badge';
import { featureSummary } from './feature-names';

/** Up to three feature names as badges, then '+N more'. */
export function FeatureBadges({ ids }: { ids: readonly string[] }) {
  const { names, more } = featureSummary(ids);
  return (
    <ul className="flex max-w-xs min-w-52 flex-wrap gap-1">
      {names.map((name) => (
        <li key={name}>
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
