/** The services module's public entry (ADR 0020): a provider's services. */
export {
  getService,
  listAllServicesOf,
  listServices,
  removeProviderServices,
  type TStoredService,
  toService,
} from './queries';
export { SERVICE_NOT_FOUND } from './service';
