import { MailIcon, UserRoundSearchIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { NURTURE_TIPS } from './content';

/** Follow-up advice, one column for visitors with an e-mail address and one for anonymous ones. */
export function NurtureTips({ withEmail, anonymous }: { withEmail: number; anonymous: number }) {
  const groups = [
    { ...NURTURE_TIPS.withEmail, count: withEmail, Icon: MailIcon },
    { ...NURTURE_TIPS.anonymous, count: anonymous, Icon: UserRoundSearchIcon },
  ];
  return (
    <Card>
      <h2 className="text-xl font-semibold">{NURTURE_TIPS.title}</h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        {groups.map(({ heading, tips, count, Icon }) => (
          <section key={heading} aria-label={heading}>
            <h3 className="flex items-center gap-2 font-semibold">
              <Icon className="h-4 w-4 text-primary" aria-hidden />
              {heading} ({count})
            </h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              {tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Card>
  );
}
