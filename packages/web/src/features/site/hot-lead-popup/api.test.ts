import { describe, expect, it } from 'vitest';
import { emailCapturedEvent } from './api';

describe('emailCapturedEvent', () => {
  it('is the EMAIL_CAPTURED event of SPEC section 7', () => {
    const event = emailCapturedEvent(
      { sessionId: 's-1', email: 'ada@example.com', name: null, score: 82, pageUrl: '/services' },
      new Date('2026-01-05T10:00:00.000Z'),
      'Mozilla/5.0',
    );
    expect(event).toEqual({
      sessionId: 's-1',
      eventType: 'EMAIL_CAPTURED',
      eventCategory: 'conversion',
      eventValue: 5,
      pageUrl: '/services',
      metadata: {
        email: 'ada@example.com',
        name: null,
        captureMethod: 'hot_lead_popup',
        score: 82,
        timestamp: '2026-01-05T10:00:00.000Z',
        userAgent: 'Mozilla/5.0',
      },
    });
  });
});
