/** The words of the screen, declared in the contract beside its calls. */
export { authLogLabels as authLogTexts } from '@pharma/contract';
