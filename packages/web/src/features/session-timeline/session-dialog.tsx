import { Dialog } from '../../components/ui/dialog';
import { SessionTimeline } from './session-timeline';

export interface SessionRef {
  sessionId: string;
  email: string | null;
  score: number;
}

/** "View Session": the timeline of one visitor's session in a dialog; `session` null closes it. */
export function SessionDialog({
  session,
  onClose,
}: {
  session: SessionRef | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={session !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Session Timeline"
      description={
        session ? `${session.email ?? 'Anonymous visitor'}, score ${session.score}` : undefined
      }
      className="sm:max-w-3xl"
    >
      {session ? <SessionTimeline sessionId={session.sessionId} /> : null}
    </Dialog>
  );
}
