import type { TSeller } from '../shared/schemas/config';

/**
 * A seller identity complete enough to invoice (issue 30), as administrators enter it in
 * Configuration: test data in the SIREN and VAT number formats. Integration tests and browser
 * journeys both give it.
 */
export const TEST_SELLER: TSeller = {
  name: 'Créneau SAS',
  legalForm: 'Société par actions simplifiée',
  capital: '10 000 €',
  address: '5 place de l’Église, 69002 Lyon',
  siren: '732829320',
  vatNumber: 'FR44732829320',
  vatExempt: false,
  publicationDirector: 'Hélène Faure',
};
