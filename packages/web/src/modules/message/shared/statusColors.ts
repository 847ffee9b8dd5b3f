/**
 * Tag colours of the message centre's states, by dictionary key: waiting reads blue or gold, done green, failed
 * red, and what was stopped on purpose (deduplicated, discarded, cancelled, a disabled channel) plain.
 */
export const recordStatusColors: Partial<Record<string, string>> = {
  '10': 'blue',
  '15': 'gold',
  '20': 'processing',
  '25': 'orange',
  '30': 'green',
  '40': 'red',
};

/** msg_attempt_result: 1 succeeded · 2 failed · 3 timed out · 4 rate limited · 5 channel disabled. */
export const attemptResultColors: Partial<Record<string, string>> = {
  '1': 'green',
  '2': 'red',
  '3': 'orange',
  '4': 'gold',
};
