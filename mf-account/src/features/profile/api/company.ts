// The company, as @portal/api's shared query reads it (the checkout reads the same).
export { useCompany } from '@portal/api/queries';
