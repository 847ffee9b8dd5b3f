/** The words of the screen, declared in the contract beside its calls. */
export { apiKeyLabels as apiKeyTexts } from '@pharma/contract';
