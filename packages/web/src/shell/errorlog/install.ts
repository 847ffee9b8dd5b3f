import { installErrorCapture } from './capture.ts';

/**
 * Imported once by main.tsx, before the app renders, so that errors of the first render and of start-up are logged
 * too. A module of its own so that importing capture.ts (tests, boundaries) installs nothing.
 */
installErrorCapture();
