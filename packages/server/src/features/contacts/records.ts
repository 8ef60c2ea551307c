import { CONTACT_STATUSES, type ContactMessageRecord } from '@leadline/domain';
import {
  FIT_OF_ROW,
  PERSON_OF_ROW,
  SCORE_OF_ROW,
  STAGE_OF_ROW,
  type RecordsSpec,
} from '../../lists/records';

/** Contact messages as the admin sees them. */
export const CONTACT_RECORDS: RecordsSpec<ContactMessageRecord> = {
  path: '/submissions/contacts',
  table: 'contact_messages',
  what: 'contact message',
  statuses: CONTACT_STATUSES,
  columns: {
    id: 'id',
    name: 'name',
    email: 'email',
    company: 'company',
    message: 'message',
    status: 'status',
    notes: 'notes',
    sessionId: 'session_id',
    createdAt: 'created_at',
    personId: PERSON_OF_ROW,
    fit: FIT_OF_ROW,
    personStage: STAGE_OF_ROW,
    score: SCORE_OF_ROW,
  },
};
