/**
 * Setup file of the rules and data-layer suites. They make writes the rules refuse on purpose and
 * assert each refusal; the Firestore SDK also logs every refused write as a warning ("RPC 'Write'
 * stream … PERMISSION_DENIED"), over a thousand lines a run that would bury a real failure.
 * Its errors still print.
 */
import { setLogLevel } from 'firebase/firestore';

setLogLevel('error');
