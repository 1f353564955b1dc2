import { describe, expect, it } from 'vitest';
import { contactInText } from './contactInText';

describe('contactInText', () => {
  it('reports the field, the signals and the sentences that trigger them', () => {
    const found = contactInText({
      title: 'Lovely double room',
      description: 'Close to the Tube. Text me on WhatsApp at 07700 900123 for details.\nSend the deposit by bank transfer first to secure the room.',
    });
    expect(found).toEqual([
      {
        field: 'description',
        signals: ['upfront-payment', 'off-platform'],
        excerpts: ['Text me on WhatsApp at 07700 900123 for details.', 'Send the deposit by bank transfer first to secure the room.'],
      },
    ]);
  });

  it('checks the title too', () => {
    expect(contactInText({ title: 'Room - email me at owner@example.com', description: 'Nice room.' })).toEqual([
      { field: 'title', signals: ['off-platform'], excerpts: ['Room - email me at owner@example.com'] },
    ]);
  });

  it('finds nothing in an ordinary listing that mentions the deposit and viewings', () => {
    expect(contactInText({ title: 'Double room', description: 'Deposit is one month. Viewings on Saturdays, message me here.' })).toEqual([]);
  });
});
