import { BriefcaseIcon, CheckIcon, CodeIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { home } from 'virtual:site/home';
import { RichText } from '../glossary/rich-text';
import { Section } from './section';

const ICONS = { 'business-owners': BriefcaseIcon, 'technical-founders': CodeIcon } as const;

export function Pathways() {
  return (
    <Section id="pathways" title="Which One Sounds Like You?">
      <div className="grid gap-6 md:grid-cols-2">
        {home.pathways.map((pathway) => {
          const Icon = ICONS[pathway.id];
          return (
            <Card key={pathway.id}>
              <Icon className="h-8 w-8 text-primary" aria-hidden />
              <h3 className="mt-4 text-xl font-semibold">{pathway.title}</h3>
              <p className="mt-2 leading-7 text-muted-foreground">
                <RichText text={pathway.description} />
              </p>
              <ul className="mt-4 space-y-2">
                {pathway.points.map((point) => (
                  <li key={point} className="flex gap-2 text-sm">
                    <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
                    {point}
                  </li>
                ))}
              </ul>
            </Card>
          );
        })}
      </div>
    </Section>
  );
}
