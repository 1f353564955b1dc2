import type { PostSignal } from './postSignals';

/**
 * How much one signal says about a scam, so the list can show it with matching weight:
 * strong (pay-first wording, a copied photo, rent far below typical), moderate (contact details
 * in the text, a deposit above the legal cap, bursts of posts or conversations), weak (a young
 * account, the original whose photo someone else copied).
 */
export type SignalWeight = 'strong' | 'moderate' | 'weak';

export function signalWeight(signal: PostSignal): SignalWeight {
  switch (signal.kind) {
    case 'rent-far-below':
      return 'strong';
    case 'contact-in-text':
      return signal.evidence.signals.includes('upfront-payment') ? 'strong' : 'moderate';
    case 'duplicate-photo':
      return signal.other.screenedCameFirst ? 'weak' : 'strong';
    case 'deposit-above-cap':
    case 'posting-burst':
    case 'conversation-burst':
      return 'moderate';
    case 'new-account':
      return 'weak';
  }
}

const ORDER: Record<SignalWeight, number> = { strong: 0, moderate: 1, weak: 2 };

/** The signals strongest first (a stable sort: equal weights keep the screening's order). */
export function byWeight(signals: readonly PostSignal[]): { signal: PostSignal; weight: SignalWeight }[] {
  return signals.map((signal) => ({ signal, weight: signalWeight(signal) })).sort((a, b) => ORDER[a.weight] - ORDER[b.weight]);
}
