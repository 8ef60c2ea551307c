import { RecordDialog, type RecordDialogOpener } from '../../../components/ui/record-dialog';
import { SessionTimeline } from './session-timeline';

export interface SessionRef {
  sessionId: string;
  /** Who and what score, when the opener knows them (a link to the session knows only its id). */
  email?: string | null;
  /** The name given with the address, if any. */
  name?: string | null;
  score?: number;
}

/** "Ada (ada@example.com), score 80"; "Anonymous visitor, score 55". */
const who = ({ email, name }: SessionRef) =>
  email && name ? `${name} (${email})` : (email ?? 'Anonymous visitor');

const describe = (session: SessionRef) =>
  session.score === undefined ? undefined : `${who(session)}, score ${session.score}`;

/** "View Session": the timeline of one visitor's session in a dialog; `record` null closes it. */
export function SessionDialog(props: RecordDialogOpener<SessionRef>) {
  return (
    <RecordDialog
      {...props}
      title="Session Timeline"
      description={describe}
      className="sm:max-w-4xl"
    >
      {({ sessionId }) => <SessionTimeline sessionId={sessionId} />}
    </RecordDialog>
  );
}
