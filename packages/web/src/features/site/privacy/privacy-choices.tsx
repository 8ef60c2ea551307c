import { Button } from '../../../components/ui/button';
import { consent } from '../consent/consent';
import { island } from '../islands/island';

/** Opens the consent banner again (CONSENT_MODE=opt-in). */
export function PrivacyChoicesButton() {
  return (
    <Button variant="outline" onClick={(event) => consent.reopen(event.currentTarget)}>
      Change your privacy choice
    </Button>
  );
}

export const PrivacyChoicesIsland = island('privacy-choices', PrivacyChoicesButton);
