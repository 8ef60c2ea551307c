import {
  BarChart3Icon,
  PlugIcon,
  PuzzleIcon,
  RocketIcon,
  SmartphoneIcon,
  UsersIcon,
  WorkflowIcon,
  type LucideIcon,
} from 'lucide-react';
import type { ServiceIcon as IconName } from '@leadline/domain/site-content';

const ICONS: Record<IconName, LucideIcon> = {
  workflow: WorkflowIcon,
  rocket: RocketIcon,
  plug: PlugIcon,
  users: UsersIcon,
  chart: BarChart3Icon,
  puzzle: PuzzleIcon,
  smartphone: SmartphoneIcon,
};

export function ServiceIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} aria-hidden />;
}
