import { socialResource } from '@pharma/contract';
import { tableOf } from '../../../platform/crud/table.ts';

/** The declared resource's table: each tenant's sign-in providers, the client secret sealed. */
export const socialProvider = tableOf(socialResource);
